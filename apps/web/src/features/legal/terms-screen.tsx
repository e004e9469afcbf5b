import { termsRu } from './content/terms.ru.ts';
import { LegalPage } from './legal-page.tsx';

export function TermsScreen() {
  return <LegalPage document={termsRu} />;
}
