import { preloadDashboardScreen } from '@/app/signed-in-screens';
import { LoginForm } from '@/features/auth/components/login-form';

export default function LoginRoute() {
  return <LoginForm onSigningIn={preloadDashboardScreen} />;
}
