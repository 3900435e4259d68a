import { ProsePage, ProseSection } from '@/components/layouts/prose-page';

const SUPPORT = 'support@startfund.com';

export default function PrivacyRoute() {
  return (
    <ProsePage title="Privacy Policy" lead="What we keep about you, who can see it, and how to have it back or removed.">
      <ProseSection title="What we keep">
        <ul>
          <li>Your account: e-mail address, name, phone number, role (investor or entrepreneur), and when you joined.</li>
          <li>
            What you do on StartupFund: campaigns you create, investments and cancellations, saved projects, questions, updates and reports.
          </li>
          <li>
            A record of the admin’s actions on campaigns (approvals, closures, removals), naming “the admin”, never an e-mail address.
          </li>
        </ul>
        <p>No payment details: StartupFund moves no money.</p>
      </ProseSection>
      <ProseSection id="cookies" title="Cookies and what your browser keeps">
        <p>
          No advertising and no tracking. Your browser keeps your sign-in session (Firebase Authentication) and a note that someone signed
          in on this device, so the next visit opens faster. Signing out ends the session.
        </p>
      </ProseSection>
      <ProseSection title="Who sees your e-mail address">
        <ul>
          <li>You, always.</li>
          <li>The admin.</li>
          <li>If you invest: the creator of each project you back (on its Backers list and export), so the money can be arranged.</li>
          <li>If you create a project: the project shows you by name; your address is kept apart, for you and the admin only.</li>
        </ul>
        <p>Everyone else sees your name, or “Anonymous investor” for an investment you made anonymously.</p>
      </ProseSection>
      <ProseSection title="Who sees the rest">
        <ul>
          <li>Your phone number: only you.</li>
          <li>The bio you write in Settings: everyone, with your name and when you joined, beside your name on your projects.</li>
          <li>Your investments: you, the project’s creator and the admin. Others see a project’s total and recent investors by name.</li>
          <li>A report you file: you and the admin. A reason for sending a project back: its creator and the admin.</li>
        </ul>
      </ProseSection>
      <ProseSection title="Your data, or its deletion">
        <p>
          Write to <a href={`mailto:${SUPPORT}`}>{SUPPORT}</a> from your account’s address to ask for a copy of what we keep about you, a
          correction, or the deletion of your account. We answer within 30 days. Some records may have to stay (an investment a founder
          relies on, for example): we tell you which, and why.
        </p>
      </ProseSection>
    </ProsePage>
  );
}
