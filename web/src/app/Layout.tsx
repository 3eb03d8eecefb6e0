import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { SUPPORT_EMAIL } from './config';
import { Header } from './Header';
import { VerificationBanner } from './VerificationBanner';

export function Layout(): ReactNode {
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <VerificationBanner />
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="site-footer">
        <div className="container">
          <span>© {new Date().getFullYear()} Lectern — research papers into narrated videos.</span>
          <span>
            <Link to="/pricing">Pricing</Link> · <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </span>
        </div>
      </footer>
    </div>
  );
}
