/** The header on every page (docs/product.md §2): logged-out and logged-in variants. */
import type { ReactNode } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { useAuth, useAuthDialog } from '../auth';
import { Button } from '../ui';

function navClass({ isActive }: { isActive: boolean }): string {
  return isActive ? 'site-nav__link active' : 'site-nav__link';
}

export function Header(): ReactNode {
  const { user, loading, signOut } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const navigate = useNavigate();

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to={user === null ? '/' : '/dashboard'} className="brand">
          <span className="brand__mark" aria-hidden="true">
            L
          </span>
          Lectern
        </Link>
        <nav className="site-nav" aria-label="Main">
          {loading ? null : user === null ? (
            <>
              <NavLink to="/pricing" className={navClass}>
                Pricing
              </NavLink>
              <Button variant="ghost" onClick={() => openAuthDialog('signin')}>
                Sign In
              </Button>
              <Button onClick={() => openAuthDialog('signup')}>Get Started</Button>
            </>
          ) : (
            <>
              <NavLink to="/dashboard" className={navClass}>
                Dashboard
              </NavLink>
              <NavLink to="/account" className={navClass}>
                Account
              </NavLink>
              <span className="user-chip" data-testid="user-chip">
                {user.photoURL !== null && user.photoURL !== '' ? (
                  <img className="avatar" src={user.photoURL} alt="" referrerPolicy="no-referrer" />
                ) : null}
                <span className="user-chip__name">{user.displayName ?? user.email}</span>
              </span>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  void signOut().then(() => navigate('/'));
                }}
              >
                Sign Out
              </Button>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
