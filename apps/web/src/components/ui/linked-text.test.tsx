import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkedText } from './linked-text';

describe('a sentence with linked phrases', () => {
  it('when phrases are linked, then the sentence reads the same and each phrase opens its page in a new tab', () => {
    const { container } = render(
      <p>
        <LinkedText text="Read the Terms (v2) and the Privacy Policy." links={{ 'Terms (v2)': '/terms', 'Privacy Policy': '/privacy' }} />
      </p>,
    );
    expect(container.textContent).toBe('Read the Terms (v2) and the Privacy Policy.');
    const links = [...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href'), a.target, a.rel]);
    expect(links).toEqual([
      ['Terms (v2)', '/terms', '_blank', 'noopener'],
      ['Privacy Policy', '/privacy', '_blank', 'noopener'],
    ]);
  });

  it('when no phrase is linked, then the text is left as it is', () => {
    const { container } = render(<LinkedText text="Plain words." links={{}} />);
    expect(container.innerHTML).toBe('Plain words.');
  });
});
