import { Link } from 'react-router-dom';
import { ProsePage, ProseSection } from '@/components/layouts/prose-page';
import { paths } from '@/config/paths';
import { INVESTMENT_LIMIT_12_MONTHS } from '@shared/money/policy';
import { CAMPAIGN_DAYS } from '@shared/projects/deadlines';
import { MAX_EXTENSION_DAYS } from '@shared/admin/admin-calls';
import { formatUsd } from '@/utils/format';

export default function LearnRoute() {
  return (
    <ProsePage title="How StartupFund works" lead="For investors and for founders, in plain words.">
      <ProseSection title="StartupFund records commitments; it does not move money">
        <p>
          When you invest on StartupFund, we record how many dollars you commit to a campaign. No card is charged and no money passes
          through StartupFund: paying, and receiving shares or other rights in return, is settled between the investor and the founders
          outside this site. Take a commitment seriously all the same: founders plan on it.
        </p>
      </ProseSection>

      <ProseSection title="For investors">
        <ul>
          <li>Browse approved campaigns as a guest; sign in and verify your e-mail address to invest.</li>
          <li>Invest in whole dollars. Over any 12 months you may commit at most {formatUsd(INVESTMENT_LIMIT_12_MONTHS)} in all.</li>
          <li>
            You may cancel an investment from My Investments until 48 hours before the campaign’s deadline, as judged by our server’s clock,
            while the campaign is approved. From 48 hours before the deadline on, it stands.
          </li>
          <li>
            Each investment shows what became of it: <strong>Active</strong> while the campaign runs, <strong>Collected</strong> once it
            ended at or above its goal, <strong>Returned</strong> once it ended short or was closed by the admin, or{' '}
            <strong>Cancelled</strong>.
          </li>
          <li>Other members see you by your name, or as “Anonymous investor” if you choose; never by your e-mail address.</li>
        </ul>
      </ProseSection>

      <ProseSection title="For founders">
        <ul>
          <li>
            Create a campaign with a goal in whole dollars and a length of {CAMPAIGN_DAYS.min} to {CAMPAIGN_DAYS.max} days. The admin
            reviews it before it becomes public and may send it back with a reason.
          </li>
          <li>Its deadline is the time of approval plus its length; the admin may extend it once, by up to {MAX_EXTENSION_DAYS} days.</li>
          <li>
            Write to your backers, answer questions, and see who backed you (names, e-mail addresses and amounts) to arrange the money.
          </li>
          <li>At the deadline a campaign shows Funded or “Ended: goal not reached” and takes no more commitments.</li>
        </ul>
      </ProseSection>

      <ProseSection title="What you may be offered">
        <p>A campaign should say in its business plan what investors receive. The usual instruments:</p>
        <ul>
          <li>
            <strong>SAFE</strong> (simple agreement for future equity): you pay now and receive shares later, when the startup raises a
            priced round, often at a discount. No interest, no repayment date; if no such round ever comes, you may receive nothing.
          </li>
          <li>
            <strong>Equity</strong>: you buy shares now, at an agreed price, and own a small part of the company from the start.
          </li>
          <li>
            <strong>Convertible note</strong>: a loan that earns interest and, instead of being repaid, usually turns into shares at a later
            round. It has a maturity date by which it converts or is due.
          </li>
          <li>
            <strong>Revenue share</strong>: you receive an agreed share of the startup’s revenue until a set amount (often a multiple of
            what you put in) has been paid back. No shares.
          </li>
        </ul>
      </ProseSection>

      <ProseSection title="The risks">
        <ul>
          <li>Most startups fail. Invest only money you can afford to lose entirely.</li>
          <li>Shares in a young company are hard to sell: expect to wait years, perhaps forever.</li>
          <li>Later rounds may dilute your share. Founders’ projections are hopes, not promises.</li>
          <li>
            StartupFund’s admin approves campaigns for what they say, but does not audit the companies or guarantee anything about them.
            Read each campaign’s Risks and Challenges, and ask questions before you commit.
          </li>
        </ul>
      </ProseSection>

      <ProseSection title="Fees">
        <p>None. StartupFund charges neither investors nor founders.</p>
      </ProseSection>

      <p>
        See also our <Link to={paths.terms.href()}>Terms of Service</Link> and <Link to={paths.privacy.href()}>Privacy Policy</Link>.
      </p>
    </ProsePage>
  );
}
