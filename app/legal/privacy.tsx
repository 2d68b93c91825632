import type { ReactNode } from "react";
import { LEGAL, type OperatorDetails, type PrivacySettings } from "./constants";
import { LegalSection, TextLink } from "./legal-page";

const list = "list-disc space-y-1 pl-6";

/** The cookies this site sets, as the privacy policy lists them. */
export const COOKIES = [
  {
    name: "sb_session",
    purpose:
      "Keeps you signed in: a random id for a session we keep on our server, which ends when you sign out (signed, not readable by scripts).",
    duration: "30 days",
    essential: true,
  },
  {
    name: "sb_guest",
    purpose: "A random guest id, so that a guest's simulation stays theirs and the free run is counted.",
    duration: "1 year",
    essential: true,
  },
  {
    name: "sb_consent, sb_consent_date",
    purpose: "Your cookie choice (accepted or rejected) and when you made it.",
    duration: "1 year",
    essential: true,
  },
  {
    name: "Sign-in cookies",
    purpose: "Protect the sign-in and sign-up steps against forgery while you sign in.",
    duration: "At most one hour",
    essential: true,
  },
  {
    name: "sb_analytics_session",
    purpose: "A random analytics session id. Only set after you choose 'Accept All'.",
    duration: "Until you close the browser",
    essential: false,
  },
] as const;

export function PrivacyContent({
  operator,
  settings,
  cookieSettings,
}: {
  operator: OperatorDetails;
  settings: PrivacySettings;
  /** The form to change the cookie choice, shown in the cookies section. */
  cookieSettings?: ReactNode;
}) {
  const mail = <TextLink href={`mailto:${operator.email}`}>{operator.email}</TextLink>;
  return (
    <>
      <LegalSection id="controller" number={1} title="Controller">
        <p>The controller responsible for processing your personal data under the GDPR is:</p>
        <address className="not-italic">
          <span className="block font-semibold text-slate-900">{operator.name}</span>
          {operator.address.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
          <span className="block">Email: {mail}</span>
          {operator.phone ? <span className="block">Phone: {operator.phone}</span> : null}
        </address>
        <p>
          This policy covers the Sounding Board website, the app and its API. We have not appointed a data
          protection officer because the law does not require one for an operation of our size; write to{" "}
          {mail} with any question about your data.
        </p>
      </LegalSection>

      <LegalSection id="data" number={2} title="What data we process">
        <ul className={list}>
          <li>
            <strong>Account data:</strong> your email address (required), your name (optional), profile
            information you add (optional), the date your account was created and the date of your last
            sign-in.
          </li>
          <li>
            <strong>Sign-in data:</strong>{" "}
            {settings.identityProviderHost
              ? `the identifier the identity provider at ${settings.identityProviderHost} gives us for your account.`
              : "your password, stored only as a salted scrypt hash that cannot be turned back into the password."}
          </li>
          <li>
            <strong>Content you enter:</strong> the ideas and pitches you test, the audiences you choose or
            describe (custom cohorts), the simulation results and reports, your chats with personas and the
            feedback you send us.
          </li>
          <li>
            <strong>Purchase data:</strong> the package you bought, the amount, currency, status and date of
            the payment. We never see or store your card details.
          </li>
          <li>
            <strong>Credit data:</strong> the free and purchased credits on your account and how you used
            them.
          </li>
          <li>
            <strong>Guest data:</strong> if you use Sounding Board without an account, a random guest id
            (cookie), the ideas you test and their results, and a keyed hash of your IP address, used to
            enforce the limits on free guest simulations and free tests per day.
          </li>
          <li>
            <strong>Waitlist and free-test emails:</strong> the email address you leave on the waitlist or to
            unlock more free tests, the page you left it on and the date. We use it only to tell you about
            Sounding Board; you can ask us to remove it at any time.
          </li>
          <li>
            <strong>Log data:</strong> when you open a page, our server notes your IP address, the date and
            time, the page requested, the result and size of the response, the referring page and your
            browser&apos;s user agent.
          </li>
          <li>
            <strong>Analytics data</strong>, only if you choose &apos;Accept All&apos;: see section 5.
          </li>
        </ul>
        <p>
          The personas in a simulation are simulated; they are not real people and no data about real people
          other than you is used to create them.
        </p>
      </LegalSection>

      <LegalSection id="purposes" number={3} title="Purposes and legal bases">
        <ul className={list}>
          <li>
            <strong>Waitlist and free-test emails:</strong> your consent, given by leaving the address, Art. 6
            (1) (a) GDPR; you can withdraw it at any time by writing to us.
          </li>
          <li>
            <strong>Providing the service you asked for</strong> (your account, simulations, reports, chats,
            credits, purchases and support): Art. 6 (1) (b) GDPR, performance of a contract.
          </li>
          <li>
            <strong>Security and abuse prevention</strong> (log data, limits on sign-in attempts and free
            guest simulations): Art. 6 (1) (f) GDPR; our legitimate interest is keeping the service available
            and safe and preventing misuse of the free offer.
          </li>
          <li>
            <strong>Keeping payment records</strong> as tax and commercial law requires: Art. 6 (1) (c) GDPR,
            legal obligation.
          </li>
          <li>
            <strong>Analytics</strong>, to understand which features are used and where people get stuck: your
            consent, Art. 6 (1) (a) GDPR and § 25 (1) TDDDG.
          </li>
          <li>
            <strong>Essential cookies</strong> are stored on your device because they are strictly necessary
            for the service you asked for (§ 25 (2) no. 2 TDDDG).
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="cookies" number={4} title="Cookies and consent">
        <p>
          We use only our own cookies. Essential cookies are always set; the analytics cookie only after you
          choose &apos;Accept All&apos; in the cookie banner. &apos;Essential Only&apos; (or closing the
          banner) keeps analytics off. We store your choice and its date for one year, then ask again.
        </p>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Cookies used by Sounding Board</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-900">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Cookie
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Purpose
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Kept for
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Type
                </th>
              </tr>
            </thead>
            <tbody>
              {COOKIES.map((cookie) => (
                <tr key={cookie.name} className="border-b border-slate-100 align-top">
                  <td className="py-2 pr-4 font-mono text-xs">{cookie.name}</td>
                  <td className="py-2 pr-4">{cookie.purpose}</td>
                  <td className="py-2 pr-4">{cookie.duration}</td>
                  <td className="py-2">{cookie.essential ? "Essential" : "Analytics (consent)"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          You can withdraw your consent at any time, as easily as you gave it, with the setting below. The
          withdrawal does not affect the lawfulness of processing before it.
        </p>
        {cookieSettings}
      </LegalSection>

      <LegalSection id="analytics" number={5} title="Analytics">
        <p>
          With your consent we record how Sounding Board is used, on our own servers: the name of the event
          (for example a page view, a simulation started or a report exported), the page path without its
          query string, a random session id, whether you were signed in (and, if so, your account), the time,
          and details of the event such as the id of a simulation, the number of personas, the package and
          price of a purchase or the length of a chat message. We never record the text of your ideas or
          messages in analytics.
        </p>
        <p>
          If you choose &apos;Essential Only&apos;, nothing is recorded. Events linked to your account are
          deleted together with your account.
        </p>
        {settings.posthogHost ? (
          <p>
            We also send these events to PostHog (PostHog Inc.) at {settings.posthogHost}, which analyses them
            for us as our processor under a data processing agreement.
            {/eu\./.test(settings.posthogHost)
              ? " PostHog's EU cloud stores the data in the European Union."
              : " Where PostHog processes data outside the EU, this is covered by the EU Standard Contractual Clauses."}
          </p>
        ) : (
          <p>We do not send analytics events to anyone else.</p>
        )}
      </LegalSection>

      <LegalSection id="recipients" number={6} title="Processors and other recipients">
        <p>
          We do not sell your data. We share it only with service providers who process it on our behalf and
          on our instructions (Art. 28 GDPR), and only as far as they need it:
        </p>
        <ul className={list}>
          <li>
            <strong>Hosting:</strong> the provider whose servers run the app and its database, bound by a data
            processing agreement.
          </li>
          {settings.stripe ? (
            <li>
              <strong>Payments:</strong> Stripe (Stripe Payments Europe, Limited, Ireland) processes your
              payment and your card details; we receive only the result of the payment.
            </li>
          ) : (
            <li>
              <strong>Payments:</strong> purchases currently go through a test checkout on our own servers; no
              payment data is passed to anyone.
            </li>
          )}
          {settings.llmHost ? (
            <li>
              <strong>AI model provider:</strong> to generate persona reactions and chat replies, the text of
              your idea, the audience and your chat messages are sent to the AI model provider at{" "}
              {settings.llmHost}. They contain no account data.
            </li>
          ) : (
            <li>
              <strong>Persona reactions</strong> are computed by our own model on our servers; your ideas are
              not sent to any AI provider.
            </li>
          )}
          {settings.identityProviderHost ? (
            <li>
              <strong>Sign-in:</strong> the identity provider at {settings.identityProviderHost} handles
              sign-in and sign-up and passes us your email address and name.
            </li>
          ) : null}
          {settings.posthogHost ? (
            <li>
              <strong>Analytics:</strong> PostHog, only with your consent (section 5).
            </li>
          ) : null}
        </ul>
        <p>
          We disclose data to authorities only where the law obliges us to. Where a processor handles data
          outside the European Economic Area, the transfer rests on an adequacy decision of the European
          Commission or on the EU Standard Contractual Clauses (Art. 44 ff. GDPR).
        </p>
      </LegalSection>

      <LegalSection id="retention" number={7} title="How long we keep data">
        <ul className={list}>
          <li>
            <strong>Log data</strong> is kept for {LEGAL.logRetentionDays} days, then deleted.
          </li>
          <li>
            <strong>Account data</strong> is deleted within {LEGAL.accountDeletionDays} days of your request.
            Deleting your account in Account Settings removes it, with everything linked to it, from our
            database straight away.
          </li>
          <li>
            <strong>Simulation data</strong> (ideas, results, reports, chats) is kept for the lifetime of your
            account plus {LEGAL.simulationRetentionDaysAfterAccount} days. You can delete single simulations
            at any time.
          </li>
          <li>
            <strong>Guest data:</strong> ideas tested and results made without an account, and guest chats,
            are deleted {LEGAL.guestContentRetentionDays} days after they were made (a verdict link to such a
            test stops working then). The keyed hash of your IP address is deleted after{" "}
            {LEGAL.logRetentionDays} days.
          </li>
          <li>
            <strong>Analytics events</strong> are deleted after {LEGAL.analyticsRetentionMonths} months, and
            at once with your account.
          </li>
          <li>
            <strong>Waitlist and free-test emails</strong> are kept until you ask us to remove them, and at
            most {LEGAL.waitlistRetentionMonths} months.
          </li>
          <li>
            <strong>Payment records</strong> that tax and commercial law requires us to keep (up to 10 years)
            are kept by our payment provider; our own copy is deleted with your account.
          </li>
          <li>
            <strong>Your cookie choice</strong> is kept in your browser for one year; the analytics session id
            until you close the browser.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="rights" number={8} title="Your rights">
        <p>You have the right to:</p>
        <ul className={list}>
          <li>access the data we hold about you (Art. 15 GDPR);</li>
          <li>have wrong data corrected (Art. 16 GDPR);</li>
          <li>have your data deleted (Art. 17 GDPR);</li>
          <li>have processing restricted (Art. 18 GDPR);</li>
          <li>receive your data in a machine-readable format (Art. 20 GDPR);</li>
          <li>
            object to processing based on our legitimate interests, on grounds relating to your situation
            (Art. 21 GDPR);
          </li>
          <li>withdraw a consent at any time, with effect for the future (Art. 7 (3) GDPR).</li>
        </ul>
        <p>
          Much of this you can do yourself: in Account Settings you can download your data as JSON, change
          your name, delete simulations and delete your account. For anything else, write to {mail}.
        </p>
      </LegalSection>

      <LegalSection id="complaints" number={9} title="Right to lodge a complaint">
        <p>
          If you think that our processing of your data breaks data protection law, you can complain to a
          supervisory authority (Art. 77 GDPR), in particular in the EU member state where you live or work or
          where the alleged infringement took place. We would be glad if you wrote to us first, at {mail}.
        </p>
      </LegalSection>

      <LegalSection id="minimum-age" number={10} title="Minimum age">
        <p>
          Sounding Board is not meant for children. You must be at least {LEGAL.minimumAge} years old to use
          it and to give consent. We do not knowingly process data of anyone younger; if you believe we do,
          tell us and we will delete it.
        </p>
      </LegalSection>

      <LegalSection id="security" number={11} title="Security">
        <p>
          Connections to Sounding Board are encrypted (HTTPS), passwords are stored only as salted hashes and
          our cookies are signed or hold no personal data. Access to simulations, reports and chats is checked
          against the account that owns them, unless you share a link to them yourself.
        </p>
      </LegalSection>

      <LegalSection id="automated-decisions" number={12} title="No automated decisions about you">
        <p>
          We do not make decisions about you based solely on automated processing, including profiling, that
          have legal or similarly significant effects on you (Art. 22 GDPR). The simulated personas react to
          your idea, not to you.
        </p>
      </LegalSection>

      <LegalSection id="changes" number={13} title="Changes to this policy">
        <p>
          We update this policy when the service or the law changes. The date at the top shows the latest
          version. If a change affects how we use data you already gave us, we will tell you before it
          applies.
        </p>
      </LegalSection>
    </>
  );
}
