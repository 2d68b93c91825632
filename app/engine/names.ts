import type { Rng } from "./rng";

// Name pools by nationality, so a persona's name fits where they are from.
// Pools for immigrant countries mix the origins found there.

/** "Ana, João Paulo, de Jong" -> ["Ana", "João Paulo", "de Jong"] */
function list(names: string): readonly string[] {
  return names.split(",").map((name) => name.trim());
}

interface NamePool {
  female: readonly string[];
  male: readonly string[];
  /** Names used by people of any gender, drawn for non-binary personas. */
  neutral: readonly string[];
  surnames: readonly string[];
}

const POOLS: Readonly<Record<string, NamePool>> = {
  American: {
    female: list(
      "Emily, Jasmine, Maria, Ashley, Keisha, Megan, Priya, Jennifer, Latoya, Sofia, Hannah, Mei, Rachel, Brianna, Guadalupe, Olivia, Tamika, Grace, Aaliyah, Linda, Jessica, Sarah, Stephanie, Nicole, Amanda, Elizabeth, Lauren, Samantha, Karen, Patricia, Ana, Destiny, Vanessa, Chloe, Emma, Kayla, Monica, Fatima, Yesenia, Susan",
    ),
    male: list(
      "James, Marcus, Jose, Tyler, DeShawn, Michael, Kevin, Luis, Brandon, Andre, David, Ethan, Raj, Tom, Jamal, Carlos, Ryan, Daniel, Wei, Robert, Christopher, Matthew, Joshua, Anthony, Juan, Miguel, William, Jason, Justin, Eric, Terrence, Kenji, Omar, Nathan, Aaron, Steven, Brian, Jacob, Darnell, Gary",
    ),
    neutral: list("Jordan, Taylor, Alex, Casey, Riley, Morgan, Jamie, Avery"),
    surnames: list(
      "Johnson, Williams, Garcia, Smith, Brown, Nguyen, Martinez, Davis, Washington, Kim, Patel, Robinson, Lopez, Miller, Jackson, O'Brien, Rossi, Cohen, Hernandez, Thompson, Chen, Walker, Rivera, Jefferson, Murphy, Jones, Anderson, Taylor, Thomas, Moore, Martin, Lee, Perez, White, Harris, Sanchez, Clark, Ramirez, Lewis, Young, Allen, King, Wright, Scott, Torres, Hill, Flores, Green, Adams, Baker, Gonzalez, Nelson, Carter, Mitchell, Roberts, Phillips, Campbell, Parker, Evans, Edwards, Collins, Stewart, Morris, Reyes, Cruz",
    ),
  },
  Canadian: {
    female: list("Chloé, Emma, Harpreet, Olivia, Isabelle, Ava, Mei, Amélie, Sarah, Leah, Nicole, Jasleen"),
    male: list("Liam, Étienne, Noah, Gurpreet, Lucas, Owen, Mathieu, Wei, Connor, Ryan, Marc, Daniel"),
    neutral: list("Alex, Jordan, Sam, Charlie, Dakota"),
    surnames: list(
      "Tremblay, Smith, Roy, Wilson, Gagnon, MacDonald, Singh, Wong, Campbell, Bouchard, Brown, Lee, Côté, Martin, Anderson, Sandhu, Stewart, Cardinal",
    ),
  },
  British: {
    female: list(
      "Olivia, Amelia, Sophie, Aisha, Charlotte, Emily, Priya, Holly, Grace, Chloe, Fatima, Eleanor",
    ),
    male: list("Oliver, Harry, George, Mohammed, Jack, Thomas, Rohan, William, James, Callum, Kwame, Daniel"),
    neutral: list("Alex, Sam, Robin, Charlie, Jamie"),
    surnames: list(
      "Smith, Jones, Taylor, Brown, Williams, Wilson, Khan, Davies, Evans, Patel, Thomas, Roberts, Walker, Wright, Hughes, Ahmed, Clarke, Okafor",
    ),
  },
  Irish: {
    female: list("Aoife, Siobhan, Niamh, Ciara, Sinéad, Róisín, Orla, Grainne"),
    male: list("Seán, Cian, Darragh, Oisín, Patrick, Conor, Eoin, Fionn"),
    neutral: list("Rory, Ciarán, Alex"),
    surnames: list("Murphy, Kelly, O'Sullivan, Walsh, Byrne, Ryan, O'Connor, McCarthy, Doyle, Gallagher"),
  },
  Australian: {
    female: list("Charlotte, Mia, Chloe, Isla, Ruby, Zoe, Mei, Jess, Tahlia, Sienna"),
    male: list("Jack, Oliver, Lachlan, Cooper, Liam, Riley, Hamish, Minh, Josh, Ethan"),
    neutral: list("Alex, Sam, Charlie, Jordan"),
    surnames: list(
      "Smith, Jones, Williams, Brown, Wilson, Taylor, Nguyen, Kelly, Anderson, Martin, Papadopoulos, Singh, Mitchell, Campbell",
    ),
  },
  German: {
    female: list("Anna, Lena, Sophie, Marie, Laura, Katharina, Julia, Hannah, Lea, Sabine, Mia, Johanna"),
    male: list("Lukas, Jonas, Felix, Maximilian, Leon, Paul, Tobias, Stefan, Jan, Florian, Moritz, Matthias"),
    neutral: list("Kim, Luca, Robin, Charlie, Alex"),
    surnames: list(
      "Müller, Schmidt, Schneider, Fischer, Weber, Meyer, Wagner, Becker, Hoffmann, Schulz, Koch, Richter, Klein, Wolf, Neumann, Braun",
    ),
  },
  Turkish: {
    female: list("Elif, Zeynep, Ayşe, Merve, Defne, Ecrin, Selin, Büşra"),
    male: list("Mehmet, Emre, Yusuf, Can, Burak, Mustafa, Kerem, Ahmet"),
    neutral: list("Deniz, Umut, Ozan"),
    surnames: list("Yılmaz, Kaya, Demir, Şahin, Çelik, Yıldız, Aydın, Öztürk, Arslan, Doğan"),
  },
  Polish: {
    female: list("Zuzanna, Julia, Maja, Aleksandra, Natalia, Katarzyna, Magdalena, Agnieszka"),
    male: list("Jakub, Kacper, Piotr, Mateusz, Tomasz, Michał, Krzysztof, Paweł"),
    neutral: list("Alex, Sasza"),
    surnames: list(
      "Nowak, Kowalski, Wiśniewski, Wójcik, Kowalczyk, Kamiński, Lewandowski, Zieliński, Szymański, Dąbrowski",
    ),
  },
  French: {
    female: list("Camille, Léa, Manon, Chloé, Inès, Sarah, Juliette, Amina, Clara, Émilie"),
    male: list("Lucas, Hugo, Louis, Gabriel, Théo, Mehdi, Antoine, Julien, Nicolas, Yanis"),
    neutral: list("Camille, Dominique, Claude, Sacha"),
    surnames: list(
      "Martin, Bernard, Dubois, Thomas, Robert, Richard, Petit, Durand, Leroy, Moreau, Benali, Lefèvre, Garnier, Diallo",
    ),
  },
  Spanish: {
    female: list("Lucía, María, Paula, Sofía, Carmen, Elena, Marta, Laura, Alba, Nerea"),
    male: list("Hugo, Pablo, Alejandro, Javier, David, Daniel, Sergio, Álvaro, Jorge, Iker"),
    neutral: list("Ariel, Alex, Noa"),
    surnames: list(
      "García, Rodríguez, González, Fernández, López, Martínez, Sánchez, Pérez, Gómez, Martín, Ruiz, Díaz",
    ),
  },
  Italian: {
    female: list("Giulia, Sofia, Aurora, Alice, Chiara, Francesca, Martina, Elena"),
    male: list("Leonardo, Francesco, Alessandro, Lorenzo, Matteo, Marco, Giuseppe, Luca"),
    neutral: list("Andrea, Simone, Celeste"),
    surnames: list("Rossi, Russo, Ferrari, Esposito, Bianchi, Romano, Colombo, Ricci, Marino, Greco"),
  },
  Dutch: {
    female: list("Emma, Julia, Sanne, Fleur, Lotte, Anouk, Noor, Sophie"),
    male: list("Daan, Sem, Bram, Lars, Thijs, Jesse, Ruben, Joris"),
    neutral: list("Sam, Robin, Kim"),
    surnames: list("de Jong, Jansen, de Vries, van den Berg, van Dijk, Bakker, Visser, Smit, Meijer, Mulder"),
  },
  Swedish: {
    female: list("Alice, Maja, Elsa, Astrid, Ebba, Linnea, Saga, Ingrid"),
    male: list("William, Oscar, Lucas, Erik, Nils, Axel, Anders, Johan"),
    neutral: list("Kim, Robin, Alex"),
    surnames: list(
      "Andersson, Johansson, Karlsson, Nilsson, Eriksson, Larsson, Olsson, Persson, Svensson, Lindqvist",
    ),
  },
  Indian: {
    female: list("Priya, Ananya, Aisha, Kavya, Divya, Meera, Sneha, Pooja, Lakshmi, Fatima, Harini, Neha"),
    male: list("Arjun, Rahul, Vikram, Aditya, Rohan, Karthik, Imran, Sanjay, Amit, Siddharth, Ravi, Nikhil"),
    neutral: list("Kiran, Jaspreet, Sasha"),
    surnames: list(
      "Sharma, Patel, Iyer, Reddy, Singh, Gupta, Nair, Khan, Mehta, Das, Kumar, Chatterjee, Menon, Joshi",
    ),
  },
  Japanese: {
    female: list("Yui, Haruka, Sakura, Aoi, Misaki, Yuki, Mei, Rin, Emi, Naoko"),
    male: list("Haruto, Ren, Sota, Takumi, Kenji, Daiki, Hiroshi, Yuto, Kaito, Shun"),
    neutral: list("Hikaru, Makoto, Akira"),
    surnames: list(
      "Sato, Suzuki, Takahashi, Tanaka, Watanabe, Ito, Yamamoto, Nakamura, Kobayashi, Kato, Yoshida, Yamada",
    ),
  },
  Chinese: {
    female: list("Na, Fang, Jing, Yan, Min, Xue, Ting, Hui, Lan, Xiaoling"),
    male: list("Lei, Qiang, Jun, Bo, Hao, Tao, Peng, Ming, Wei, Jian"),
    neutral: list("Yi, Yu, Xin"),
    surnames: list("Wang, Li, Zhang, Liu, Chen, Yang, Huang, Zhao, Wu, Zhou, Xu, Sun"),
  },
  Korean: {
    female: list("Ji-woo, Seo-yeon, Min-ji, Ha-eun, Soo-ah, Yuna, Eun-ji, Da-eun"),
    male: list("Min-jun, Seo-jun, Do-yun, Ji-ho, Hyun-woo, Jae-won, Sung-min, Tae-yang"),
    neutral: list("Ha-neul, Yoon, Ji-min"),
    surnames: list("Kim, Lee, Park, Choi, Jung, Kang, Cho, Yoon, Jang, Lim"),
  },
  Singaporean: {
    female: list("Hui Min, Nur Aisyah, Priya, Jia Hui, Siti, Rachel, Xin Yi, Kavitha"),
    male: list("Wei Jie, Muhammad Hafiz, Arun, Jun Hao, Darren, Ravi, Zhi Hao, Faizal"),
    neutral: list("Jun, Kai"),
    surnames: list("Tan, Lim, Lee, Ng, Wong, Rahman, Goh, Pillai, Chua, Ismail"),
  },
  Israeli: {
    female: list("Noa, Tamar, Maya, Yael, Shira, Adi, Lior, Rania"),
    male: list("Yosef, Itai, Omer, Eitan, Daniel, Amit, Ariel, Karim"),
    neutral: list("Noam, Lior, Shai"),
    surnames: list("Cohen, Levi, Mizrahi, Peretz, Biton, Friedman, Avraham, Katz, Haddad, Shapiro"),
  },
  Brazilian: {
    female: list("Ana, Beatriz, Juliana, Camila, Larissa, Fernanda, Mariana, Gabriela, Letícia, Bruna"),
    male: list("João, Pedro, Lucas, Gabriel, Rafael, Thiago, Mateus, Felipe, Bruno, Gustavo"),
    neutral: list("Alex, Dani, Juca"),
    surnames: list(
      "Silva, Santos, Oliveira, Souza, Lima, Pereira, Costa, Ferreira, Almeida, Carvalho, Rodrigues, Barbosa",
    ),
  },
  Mexican: {
    female: list("Guadalupe, Fernanda, Valeria, Ximena, Daniela, Mariana, Andrea, Itzel, Sofía, Camila"),
    male: list("José, Juan, Luis, Diego, Santiago, Emiliano, Carlos, Miguel, Alejandro, Jorge"),
    neutral: list("Guadalupe, Cruz, Ariel"),
    surnames: list(
      "Hernández, García, Martínez, López, González, Pérez, Rodríguez, Sánchez, Ramírez, Flores, Torres, Cruz",
    ),
  },
  Nigerian: {
    female: list("Chiamaka, Ngozi, Aisha, Funmilayo, Adaeze, Zainab, Temitope, Blessing, Amina, Ifeoma"),
    male: list("Chinedu, Oluwaseun, Emeka, Ibrahim, Tunde, Obinna, Musa, Kelechi, Femi, Yusuf"),
    neutral: list("Tobi, Ayo, Ebube"),
    surnames: list(
      "Okafor, Adeyemi, Okonkwo, Bello, Eze, Abubakar, Adebayo, Nwosu, Ogunleye, Danjuma, Balogun, Ibe",
    ),
  },
  Kenyan: {
    female: list("Wanjiku, Akinyi, Njeri, Atieno, Wambui, Chebet, Mumbua, Faith"),
    male: list("Kamau, Otieno, Kipchoge, Mwangi, Omondi, Kiprono, Brian, Ochieng"),
    neutral: list("Baraka, Imani"),
    surnames: list("Kamau, Otieno, Mwangi, Wanjiru, Ochieng, Kiptoo, Njoroge, Mutua, Onyango, Chege"),
  },
  "South African": {
    female: list("Thandiwe, Lerato, Naledi, Zanele, Anika, Megan, Ayesha, Palesa"),
    male: list("Sipho, Thabo, Johan, Lwazi, Pieter, Kagiso, Themba, Ruan"),
    neutral: list("Lesedi, Sam"),
    surnames: list(
      "Dlamini, Nkosi, Botha, Van der Merwe, Ndlovu, Mokoena, Naidoo, Khumalo, Pretorius, Mthembu",
    ),
  },
  Filipino: {
    female: list("Maria, Angelica, Kristine, Jasmine, Princess, Andrea, Camille, Joy"),
    male: list("Jose, John Paul, Mark, Christian, Angelo, Rafael, Jericho, Carlo"),
    neutral: list("Jun, Bing"),
    surnames: list("Santos, Reyes, Cruz, Bautista, Garcia, Mendoza, Torres, Dela Cruz, Villanueva, Ramos"),
  },
  Vietnamese: {
    female: list("Linh, Mai, Trang, Huong, Thao, Ngoc, Anh, Lan"),
    male: list("Minh, Duc, Hung, Tuan, Quang, Long, Khang, Bao"),
    neutral: list("Anh, Khanh"),
    surnames: list("Nguyen, Tran, Le, Pham, Hoang, Vu, Dang, Bui, Do, Ngo"),
  },
  Argentinian: {
    female: list("Martina, Valentina, Florencia, Camila, Lucía, Agustina, Julieta, Sol"),
    male: list("Mateo, Santiago, Tomás, Facundo, Joaquín, Nicolás, Matías, Lautaro"),
    neutral: list("Ariel, Alex"),
    surnames: list("González, Rodríguez, Fernández, López, Díaz, Romero, Sosa, Álvarez, Benítez, Acosta"),
  },
};

// Written family name first.
const FAMILY_NAME_FIRST = new Set(["Chinese"]);

export function hasNamePool(nationality: string): boolean {
  return Object.hasOwn(POOLS, nationality);
}

export interface DrawnName {
  full: string;
  family: string;
}

/** A full name that fits the nationality and gender. */
export function drawName(rng: Rng, nationality: string, gender: string): DrawnName {
  const pool = hasNamePool(nationality) ? POOLS[nationality] : POOLS.American;
  const given =
    gender === "Female"
      ? pool.female
      : gender === "Male"
        ? pool.male
        : rng.chance(0.6)
          ? pool.neutral
          : rng.pick([pool.female, pool.male]);
  const first = rng.pick(given);
  const drawn = rng.pick(pool.surnames);
  // "Cruz Cruz": a given name that is also a family name is not given twice (the next one instead).
  const family =
    drawn === first ? pool.surnames[(pool.surnames.indexOf(drawn) + 1) % pool.surnames.length]! : drawn;
  const full = FAMILY_NAME_FIRST.has(nationality) ? `${family} ${first}` : `${first} ${family}`;
  return { full, family };
}

/** A family name alone, for company names. */
export function drawFamilyName(rng: Rng, nationality: string): string {
  const pool = hasNamePool(nationality) ? POOLS[nationality] : POOLS.American;
  return rng.pick(pool.surnames);
}
