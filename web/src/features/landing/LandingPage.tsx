/** The landing page (docs/product.md §1, §2): what Lectern does, how, for whom, and the free plan. */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { DEMO_PATH, WithDemo } from '../../app/demo';
import { useAuth, useAuthDialog } from '../../auth';
import { Button, ButtonLink, PageLoading } from '../../ui';
import './landing.css';

const STEPS = [
  {
    title: 'Upload PDF',
    text: 'Drop in your research paper — conference paper, preprint or thesis chapter.',
  },
  {
    title: 'AI Analysis',
    text: 'Lectern reads the paper and drafts an outline, slides and a voice-over script.',
  },
  {
    title: 'Customize',
    text: 'Edit titles, bullet points, figures and narration until it says what you mean.',
  },
  { title: 'Generate Video', text: 'Get an HD, narrated presentation video to download and share.' },
];

const AUDIENCES = [
  'Conference talks and poster sessions',
  'Research dissemination',
  'Grant proposals',
  'Educational content and lectures',
  'Scientific communication for a wider audience',
];

const FREE_PLAN = [
  '3 video generations per month',
  'No credit card required',
  'HD video',
  'AI voice-overs',
  'PowerPoint export',
  '24/7 processing',
];

export default function LandingPage(): ReactNode {
  const { user, loading } = useAuth();
  const { openAuthDialog, isOpen } = useAuthDialog();
  if (loading) return <PageLoading />;
  // Wait while the dialog shows its sign-up message; it closes by itself after 2 s.
  if (user !== null && !isOpen) return <Navigate to="/dashboard" replace />;
  const signUp = () => openAuthDialog('signup');

  return (
    <div className="landing">
      <section className="hero">
        <div className="container hero__inner">
          <p className="hero__eyebrow">For researchers and academics</p>
          <h1>Turn your research paper into a narrated presentation video</h1>
          <p className="hero__lead">
            Upload a PDF. Lectern drafts the slides and the voice-over, you refine them, and a polished video
            is ready to share — in minutes, not an evening.
          </p>
          <div className="row hero__actions">
            <Button size="lg" onClick={signUp}>
              Get Started Free
            </Button>
            <WithDemo>
              <ButtonLink to={DEMO_PATH} variant="secondary" size="lg">
                ▶ Watch Demo
              </ButtonLink>
            </WithDemo>
          </div>
          <p className="small muted">Free plan: 3 videos a month. No credit card required.</p>
        </div>
      </section>

      <section className="container landing__section" aria-labelledby="how-heading">
        <h2 id="how-heading" className="center">
          How it works
        </h2>
        <ol className="steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="card steps__item">
              <span className="steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p className="muted">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="center">
          <Button size="lg" onClick={signUp}>
            Start Free Trial
          </Button>
        </div>
      </section>

      <section
        className="container landing__section grid grid-2"
        aria-label="Who it is for and the free plan"
      >
        <div>
          <h2>Made for people who present research</h2>
          <ul className="check-list">
            {AUDIENCES.map((audience) => (
              <li key={audience}>{audience}</li>
            ))}
          </ul>
          <p className="muted">Pro adds unlimited uploads, priority support and advanced features.</p>
        </div>
        <div className="card free-plan" aria-labelledby="free-plan-heading">
          <h2 id="free-plan-heading">Free plan</h2>
          <p className="free-plan__price">
            $0 <span className="muted small">/ month</span>
          </p>
          <ul className="check-list">
            {FREE_PLAN.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <Button block size="lg" onClick={signUp}>
            Get Started Now
          </Button>
        </div>
      </section>
    </div>
  );
}
