import type { ReactNode } from "react";
import { LEGAL, type OperatorDetails } from "./constants";
import { LegalSection, TextLink } from "./legal-page";

const list = "list-disc space-y-1 pl-6";

interface TermsSection {
  id: string;
  title: string;
  body: (operator: OperatorDetails) => ReactNode;
}

/** The Terms of Service: exactly 15 numbered sections. */
export const TERMS_SECTIONS: readonly TermsSection[] = [
  {
    id: "scope",
    title: "Scope and provider",
    body: (operator) => (
      <>
        <p>
          These terms govern your use of Sounding Board (the website, the app and its API), provided by{" "}
          {operator.name}, {operator.address.join(", ")} (&quot;we&quot;, &quot;us&quot;). Our full contact
          details are in the <TextLink href="/impressum">Impressum</TextLink>.
        </p>
        <p>
          By creating an account, running a simulation or buying credits you agree to these terms. Terms of
          your own do not apply unless we agree to them in writing.
        </p>
      </>
    ),
  },
  {
    id: "service",
    title: "The service",
    body: () => (
      <>
        <p>
          Sounding Board lets you describe a product idea, pitch or piece of content, choose a target audience
          and see how a panel of simulated personas reacts, summarised in a report. The personas are generated
          by a statistical model; they are not real people, and their reactions are simulations, not survey
          answers.
        </p>
        <p>
          Guests can try the service without an account within the limits shown on the site. Some features,
          such as saved history, purchased credits and exports, need an account.
        </p>
      </>
    ),
  },
  {
    id: "eligibility",
    title: "Eligibility and minimum age",
    body: () => (
      <p>
        You must be at least {LEGAL.minimumAge} years old to use Sounding Board. If you use it on behalf of a
        company or other organisation, you confirm that you may bind it to these terms.
      </p>
    ),
  },
  {
    id: "accounts",
    title: "Your account",
    body: () => (
      <ul className={list}>
        <li>Give us a working email address and keep your sign-in details secret.</li>
        <li>One person per account; accounts cannot be transferred.</li>
        <li>
          Tell us at once if you think someone else has used your account. You are responsible for what
          happens under your account unless you are not at fault.
        </li>
        <li>
          API tokens act on behalf of your account; treat them like passwords and revoke any you no longer
          need.
        </li>
      </ul>
    ),
  },
  {
    id: "credits",
    title: "Credits",
    body: () => (
      <>
        <p>
          Simulations are paid for with credits: each simulated persona uses one credit. The number of credits
          a simulation needs is shown before you start it.
        </p>
        <ul className={list}>
          <li>
            <strong>Free monthly credits:</strong> every account receives {LEGAL.freeMonthlyCredits} free
            credits every {LEGAL.freeCreditPeriodDays} days, counted from sign-up. Free credits left over at
            the end of a period lapse when the next ones arrive. A simulation uses free credits first.
          </li>
          <li>
            <strong>Purchased credits</strong> never expire. They stay on your account until you use them or
            delete the account.
          </li>
          <li>
            If a simulation fails for a reason on our side, the credits it used are returned to your account
            automatically.
          </li>
          <li>Credits have no cash value and cannot be transferred to another account.</li>
        </ul>
      </>
    ),
  },
  {
    id: "payments",
    title: "Prices and payment",
    body: () => (
      <>
        <p>
          Prices are shown in US dollars ({LEGAL.currency}) before you buy. For customers in the European
          Union they include VAT at the rate of your country. Payment is due when you buy and is processed by
          our payment provider; we do not see or store your card details.
        </p>
        <p>
          The contract for a credit package is concluded when you complete the checkout. Credits are added to
          your account as soon as the payment is confirmed.
        </p>
      </>
    ),
  },
  {
    id: "refunds",
    title: "Refunds",
    body: () => (
      <>
        <p>
          Credits are non-refundable, except as required by law or where the service malfunctioned (for
          example, if you were charged but the credits never reached your account, or if a fault on our side
          made purchased credits unusable). In those cases write to us and we will refund the amount paid for
          the affected credits.
        </p>
        <p>
          If you are a consumer, your statutory rights, including any statutory right of withdrawal, remain
          unaffected. A right of withdrawal for digital content may end early once we start providing the
          content with your express consent and your acknowledgement of that consequence.
        </p>
      </>
    ),
  },
  {
    id: "price-changes",
    title: "Changes to prices and the service",
    body: () => (
      <>
        <p>
          We may change prices and credit packages. We announce price changes at least{" "}
          {LEGAL.pricingNoticeDays} days before they take effect, on the site and by email to account holders.
          Credits you have already bought keep their value.
        </p>
        <p>
          We develop Sounding Board further and may change, add or remove features, as long as the essential
          features you paid for remain available or you are reasonably compensated.
        </p>
      </>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    body: () => (
      <>
        <p>You may not use Sounding Board to:</p>
        <ul className={list}>
          <li>break the law or infringe the rights of others, including their intellectual property;</li>
          <li>enter personal data of other people without a legal basis for it;</li>
          <li>create illegal, hateful, harassing or deceptive content;</li>
          <li>
            attack, overload or probe the service, get around usage limits, or access it other than through
            the website and the documented API;
          </li>
          <li>copy or resell the service, or use its output to build a competing service.</li>
        </ul>
        <p>
          We may suspend access that breaks these rules. We will tell you why, and give you the chance to
          respond unless the breach is serious or urgent.
        </p>
      </>
    ),
  },
  {
    id: "your-content",
    title: "Your content",
    body: () => (
      <p>
        The ideas, texts and audience descriptions you enter remain yours, and so do the reports made from
        them. You give us the right to store and process them only to run the service for you. We do not sell
        your content or publish it. How we handle personal data is set out in our{" "}
        <TextLink href="/privacy">Privacy Policy</TextLink>.
      </p>
    ),
  },
  {
    id: "no-advice",
    title: "Simulated results, no advice",
    body: () => (
      <p>
        Reports, verdicts and recommendations are estimates produced by a model of simulated personas. They
        can be wrong, and they do not replace research with real customers or professional business, legal or
        financial advice. You decide what to do with them and at your own risk.
      </p>
    ),
  },
  {
    id: "availability",
    title: "Availability",
    body: () => (
      <p>
        We aim to keep Sounding Board available at all times but cannot guarantee uninterrupted access.
        Maintenance, updates and events beyond our control can cause interruptions; we announce planned
        maintenance where we can.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Liability",
    body: () => (
      <>
        <p>
          We are liable without limitation for intent and gross negligence, for injury to life, body or
          health, under a guarantee we gave and under the German Product Liability Act.
        </p>
        <p>
          For slight negligence we are liable only for breaches of obligations whose fulfilment makes the
          proper performance of the contract possible and on which you may regularly rely (essential
          obligations), and only for the damage typical and foreseeable for this kind of contract.
        </p>
        <p>
          Within these limits, our total liability is capped at the amount you paid us in the{" "}
          {LEGAL.liabilityCapMonths} months before the event giving rise to the claim.
        </p>
      </>
    ),
  },
  {
    id: "termination",
    title: "Term and termination",
    body: () => (
      <p>
        These terms apply for as long as you use Sounding Board. You can stop at any time and delete your
        account in Account Settings; unused purchased credits lapse with the account, and refunds for them
        follow section 7. We may end the contract with {LEGAL.terminationNoticeDays} days&apos; notice, or at
        once for good cause such as a serious breach of these terms; if we end it without cause, we refund
        purchased credits you have not used. What happens to your data afterwards is described in the{" "}
        <TextLink href="/privacy#retention">Privacy Policy</TextLink>.
      </p>
    ),
  },
  {
    id: "law",
    title: "Governing law and final provisions",
    body: () => (
      <>
        <p>
          These terms are governed by the law of the Federal Republic of Germany, excluding the UN Convention
          on Contracts for the International Sale of Goods. If you are a consumer, this choice of law does not
          take away the protection of the mandatory law of the country where you live.
        </p>
        <p>
          If you are a merchant, a legal entity under public law or a special fund under public law, the place
          of jurisdiction is the operator&apos;s place of business.
        </p>
        <p>
          We may change these terms for the future. We will send account holders the changes at least{" "}
          {LEGAL.termsChangeNoticeDays} days before they apply; you can object before then, and if you do,
          either of us may end the contract when the changes take effect. If a provision is invalid, the rest
          of the terms remain valid.
        </p>
      </>
    ),
  },
];

export function TermsContent({ operator }: { operator: OperatorDetails }) {
  return (
    <>
      {TERMS_SECTIONS.map((section, index) => (
        <LegalSection key={section.id} id={section.id} number={index + 1} title={section.title}>
          {section.body(operator)}
        </LegalSection>
      ))}
    </>
  );
}
