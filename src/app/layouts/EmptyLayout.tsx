import { MainContent } from './MainContent';
import { Footer } from './Footer';

export function EmptyLayout() {
  return (
    <div className="layout layout--empty">
      <MainContent />
      <Footer />
    </div>
  );
}
