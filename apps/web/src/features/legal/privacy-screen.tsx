import { privacyRu } from './content/privacy.ru.ts';
import { LegalPage } from './legal-page.tsx';

export function PrivacyScreen() {
  return <LegalPage document={privacyRu} />;
}
