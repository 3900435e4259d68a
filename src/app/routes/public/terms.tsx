import { Link } from 'react-router-dom';
import { ProsePage, ProseSection } from '@/components/layouts/prose-page';
import { paths } from '@/config/paths';

const SUPPORT = 'support@startfund.com';

export default function TermsRoute() {
  return (
    <ProsePage title="Terms of Service" lead="Short and plain: what StartupFund is, and what it is not.">
      <ProseSection title="What StartupFund does">
        <p>
          StartupFund lists startup campaigns that its admin has approved and records the dollars investors commit to them. It does not
          take, hold or pay out money, and it is not a broker, a bank or an adviser: payment and the rights an investor receives are settled
          between investor and founders. <Link to={paths.learn.href()}>How StartupFund works</Link> explains the details.
        </p>
      </ProseSection>
      <ProseSection title="Your account">
        <ul>
          <li>Give your real e-mail address and keep your password to yourself. You are responsible for what is done with your account.</li>
          <li>Choose a name that is yours: names that pose as the admin, StartupFund or someone else are refused.</li>
        </ul>
      </ProseSection>
      <ProseSection title="Founders">
        <ul>
          <li>Describe your startup truthfully, including its risks, and say what investors receive.</li>
          <li>The admin may approve a campaign, send it back with a reason, close it, or remove one that took no money.</li>
        </ul>
      </ProseSection>
      <ProseSection title="Investors">
        <ul>
          <li>A commitment is a promise to the founders. You may cancel it until 48 hours before the campaign’s deadline, not after.</li>
          <li>Investing in startups is risky: you may lose everything you invest. No one at StartupFund advises you.</li>
        </ul>
      </ProseSection>
      <ProseSection title="Fees">
        <p>None.</p>
      </ProseSection>
      <ProseSection title="Reports and removal">
        <p>Members can report a campaign; the admin reviews every report. We may suspend accounts or campaigns that break these terms.</p>
      </ProseSection>
      <ProseSection title="Questions">
        <p>
          Write to <a href={`mailto:${SUPPORT}`}>{SUPPORT}</a>. How we treat your data is in our{' '}
          <Link to={paths.privacy.href()}>Privacy Policy</Link>.
        </p>
      </ProseSection>
    </ProsePage>
  );
}
