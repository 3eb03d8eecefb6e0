import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../auth';
import { PageLoading } from '../ui';

/** Signed-in only (docs/product.md §2): anyone else goes to /. */
export function RequireAuth({ children }: { children: ReactNode }): ReactNode {
  const { user, loading } = useAuth();
  if (loading) return <PageLoading />;
  if (user === null) return <Navigate to="/" replace />;
  return children;
}
