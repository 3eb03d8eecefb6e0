/** Routes and access (docs/product.md §2). Every page is its own lazily loaded chunk. */
import type { ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AuthDialogProvider, AuthProvider } from '../auth';
import { RequireAuth } from './guards';
import { Layout } from './Layout';
import { lazyPage } from './lazy-page';

const LandingPage = lazyPage(() => import('../features/landing/LandingPage'));
const LoginPage = lazyPage(() => import('../features/login/LoginPage'));
const DashboardPage = lazyPage(() => import('../features/dashboard/DashboardPage'));
const ProcessPage = lazyPage(() => import('../features/process/ProcessPage'));
const SlideEditorPage = lazyPage(() => import('../features/slide-editor/SlideEditorPage'));
const VideoPage = lazyPage(() => import('../features/video/VideoPage'));
const AccountPage = lazyPage(() => import('../features/account/AccountPage'));
const PricingPage = lazyPage(() => import('../features/pricing/PricingPage'));
const SuccessPage = lazyPage(() => import('../features/success/SuccessPage'));
const CancelPage = lazyPage(() => import('../features/cancel/CancelPage'));
const DemoPage = lazyPage(() => import('../features/demo/DemoPage'));

const guarded = (page: ReactNode): ReactNode => <RequireAuth>{page}</RequireAuth>;

export function AppRoutes(): ReactNode {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<LandingPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="pricing" element={<PricingPage />} />
        <Route path="success" element={<SuccessPage />} />
        <Route path="cancel" element={<CancelPage />} />
        <Route path="demo" element={<DemoPage />} />
        <Route path="dashboard" element={guarded(<DashboardPage />)} />
        <Route path="process" element={guarded(<ProcessPage />)} />
        <Route path="process/:jobId" element={guarded(<ProcessPage />)} />
        <Route path="slides/:jobId" element={guarded(<SlideEditorPage />)} />
        <Route path="video/:jobId" element={guarded(<VideoPage />)} />
        <Route path="account" element={guarded(<AccountPage />)} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}

export function App(): ReactNode {
  return (
    <AuthProvider>
      <BrowserRouter>
        <AuthDialogProvider>
          <AppRoutes />
        </AuthDialogProvider>
      </BrowserRouter>
    </AuthProvider>
  );
}
