import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

// findBy*/waitFor wait for behaviour, not speed: on a busy 2-core CI machine a lazy chunk or a
// mocked call can take longer than testing-library's 1 s default, which made tests flaky; a
// machine running a build or a benchmark beside the suite needs far more.
configure({ asyncUtilTimeout: 30_000 });

// MUI's useMediaQuery reads matchMedia, which jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
