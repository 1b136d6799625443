import { ErrorBoundary } from './ErrorBoundary';
import { Providers } from './Providers';
import { Router } from './Router';

export function App() {
  return (
    <Providers>
      <ErrorBoundary>
        <Router />
      </ErrorBoundary>
    </Providers>
  );
}
