import { LandingPage } from '@/features/auth/components/landing-page';

export default function LandingRoute() {
  return <LandingPage />;
}
