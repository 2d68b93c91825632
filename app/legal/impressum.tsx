import type { OperatorDetails } from "./constants";
import { LegalSection, TextLink } from "./legal-page";

/** The legal notice (Impressum) of a German sole operator, § 5 DDG and § 18 (2) MStV. */
export function ImpressumContent({ operator }: { operator: OperatorDetails }) {
  return (
    <>
      <LegalSection id="provider" title="Service provider (information under § 5 DDG)">
        <address className="not-italic" aria-label="Operator address">
          <span className="block font-semibold text-slate-900">{operator.name}</span>
          {operator.address.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        <p>Sounding Board is operated by {operator.name} as a sole proprietor (Einzelunternehmer).</p>
      </LegalSection>

      <LegalSection id="contact" title="Contact">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
          <dt className="font-medium text-slate-900">Email</dt>
          <dd>
            <TextLink href={`mailto:${operator.email}`}>{operator.email}</TextLink>
          </dd>
          {operator.phone ? (
            <>
              <dt className="font-medium text-slate-900">Phone</dt>
              <dd>
                <TextLink href={`tel:${operator.phone.replace(/[^+\d]/g, "")}`}>{operator.phone}</TextLink>
              </dd>
            </>
          ) : null}
        </dl>
      </LegalSection>

      <LegalSection id="responsible" title="Responsible for the content (§ 18 (2) MStV)">
        <p>
          {operator.name}, {operator.address.join(", ")}.
        </p>
      </LegalSection>

      <LegalSection id="dispute-resolution" title="Consumer dispute resolution">
        <p>
          We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer
          arbitration board (§ 36 VSBG). If you have a complaint, please write to us at{" "}
          <TextLink href={`mailto:${operator.email}`}>{operator.email}</TextLink> and we will find a solution
          with you.
        </p>
      </LegalSection>

      <LegalSection id="liability-content" title="Liability for content">
        <p>
          We write the content of these pages with care, but we cannot guarantee that it is correct, complete
          and up to date. We are responsible for our own content on these pages under the general laws. Under
          the Digital Services Act (Regulation (EU) 2022/2065) we are not obliged to monitor information of
          third parties that we transmit or store, or to look for circumstances that indicate unlawful
          activity. Obligations to remove or block information under the general laws remain unaffected; such
          liability begins only when we learn of a specific infringement, and we then remove the content at
          once.
        </p>
        <p>
          Simulation results on this site are produced by simulated personas. They are estimates, not the
          opinions of real people, and not professional advice.
        </p>
      </LegalSection>

      <LegalSection id="liability-links" title="Liability for links">
        <p>
          Our pages contain links to websites of third parties whose content we do not control. The provider
          or operator of a linked page is always responsible for its content. We checked the linked pages for
          possible legal violations when we linked them and found none. If we learn of an infringement, we
          will remove the link at once.
        </p>
      </LegalSection>

      <LegalSection id="copyright" title="Copyright">
        <p>
          The texts, graphics and software of this site are protected by German copyright law. Copying,
          editing, distributing or any other use beyond the limits of copyright law needs the written consent
          of the operator. Ideas and texts that users enter remain theirs; see our{" "}
          <TextLink href="/terms#your-content">Terms of Service</TextLink>.
        </p>
      </LegalSection>

      <LegalSection id="privacy" title="Privacy">
        <p>
          How we process personal data is described in our <TextLink href="/privacy">Privacy Policy</TextLink>
          .
        </p>
      </LegalSection>
    </>
  );
}
