import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

const steps = {
  'For investors': [
    { title: 'Browse', text: 'Look through approved campaigns: what they build, their team, their risks and how far they are.' },
    { title: 'Commit', text: 'Sign in, verify your e-mail address and commit whole dollars to a campaign you believe in.' },
    { title: 'Follow', text: 'Read the founders’ updates, ask questions, and cancel up to 48 hours before the deadline.' },
  ],
  'For founders': [
    { title: 'Create', text: 'Describe your startup, your goal in dollars and how long your campaign runs (1 to 90 days).' },
    { title: 'Get approved', text: 'The admin reviews every campaign before it goes public, and may ask for changes.' },
    { title: 'Raise', text: 'Share your page, answer questions and keep your backers posted until the deadline.' },
  ],
};

/** Three steps for each side, with a link to the Learn page. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="space-y-6">
      <h2 id="how-heading" className="text-2xl font-bold text-slate-900">
        How it works
      </h2>
      <div className="grid gap-8 md:grid-cols-2">
        {Object.entries(steps).map(([side, list]) => (
          <div key={side}>
            <h3 className="mb-3 text-lg font-semibold text-slate-900">{side}</h3>
            <ol className="space-y-3">
              {list.map((step, index) => (
                <li key={step.title} className="flex gap-3">
                  <span
                    aria-hidden
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-700"
                  >
                    {index + 1}
                  </span>
                  <p className="text-slate-700">
                    <span className="font-semibold text-slate-900">{step.title}.</span> {step.text}
                  </p>
                </li>
              ))}
            </ol>
          </div>
        ))}
      </div>
      <p className="text-slate-700">
        Instruments, risks, fees and the cancellation rule, in plain words:{' '}
        <Link to={paths.learn.href()} className="font-semibold text-brand-700 underline">
          Learn how StartupFund works
        </Link>
        .
      </p>
    </section>
  );
}
