import { ComingSoon } from '../../../components/ComingSoon';

/** Shown to super_admin and ceo on the Admin tab (spec section 6). */
export default function AiReportsPanel() {
  return (
    <ComingSoon
      name="AI Reports"
      description="Daily performance e-mails, nightly area-manager briefs and sales forecasts, in one place."
    />
  );
}
