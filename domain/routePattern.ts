/**
 * Matches a concrete path against a route pattern written as the spec writes them:
 * `:name` a required segment part, `:name?` an optional segment, `*` any rest.
 * Kept free of react-router so the gateway and tests can use it too.
 */
export const patternToRegExp = (pattern: string): RegExp => {
  const body = pattern
    .replace(/\/+$/, '')
    .split('/')
    .map((segment, index) => {
      if (index === 0) return '';
      if (segment === '*') return '(?:/.*)?';
      if (/^:\w+\?$/.test(segment)) return '(?:/[^/]+)?';
      const escaped = segment.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
      return `/${escaped}`;
    })
    .join('');
  return new RegExp(`^${body || ''}/?$`, 'i');
};

export const matchesPattern = (pattern: string, path: string) =>
  patternToRegExp(pattern).test(path.split(/[?#]/)[0]);
