import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

const quickLinks = [
  { label: 'Home', to: paths.home.href() },
  { label: 'Browse Projects', to: paths.guest.href() },
  { label: 'Login', to: paths.login.href() },
  { label: 'Register', to: paths.register.href() },
  { label: 'Start a Campaign', to: paths.createCampaign.href() },
];
// The spec's link texts, led to the nearest page that exists: there is no blog, and the
// success stories are the campaigns that raised the most, ended ones included.
const pageGroups = {
  Resources: [
    { label: 'How It Works', to: paths.learn.href() },
    { label: 'Success Stories', to: `${paths.guest.href()}?sort=funded&ended=true` },
    { label: 'Blog', to: paths.learn.href() },
  ],
  Legal: [
    { label: 'Terms of Service', to: paths.terms.href() },
    { label: 'Privacy Policy', to: paths.privacy.href() },
    { label: 'Cookie Policy', to: `${paths.privacy.href()}#cookies` },
  ],
};
const socials = ['Twitter', 'LinkedIn', 'Facebook'];

export function Footer() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <h2 className="mb-3 text-sm font-semibold text-white">Quick Links</h2>
          <ul className="space-y-2 text-sm">
            {quickLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className="hover:text-white">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        {Object.entries(pageGroups).map(([group, links]) => (
          <div key={group}>
            <h2 className="mb-3 text-sm font-semibold text-white">{group}</h2>
            <ul className="space-y-2 text-sm">
              {links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="hover:text-white">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div>
          <h2 className="mb-3 text-sm font-semibold text-white">Contact</h2>
          <p className="text-sm">
            <a href="mailto:support@startfund.com" className="hover:text-white">
              support@startfund.com
            </a>
          </p>
          <ul className="mt-3 flex gap-3 text-sm">
            {socials.map((name) => (
              <li key={name}>
                <a href="#" className="hover:text-white">
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs text-slate-400">© {new Date().getFullYear()} StartupFund</p>
    </footer>
  );
}
