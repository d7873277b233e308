import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import DesignSystemPage from '../../src/ui/dev/DesignSystemPage';
import { PageTemplate } from '../../src/ui/layout/PageTemplate';
import { formBanner } from '../../src/validation/messages';

describe('DesignSystemPage', () => {
  it('has landmarks, a skip link to main, unique ids and headings in order', () => {
    const { container } = render(<DesignSystemPage />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');

    const ids = [...container.querySelectorAll('[id]')].map((e) => e.id);
    expect(ids.length).toBeGreaterThan(50);
    expect(new Set(ids).size).toBe(ids.length);

    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => i > 0 && expect(level - (levels[i - 1] ?? 1)).toBeLessThanOrEqual(1));
  });

  it('reports no axe violations (structure; contrast is checked in a real browser)', async () => {
    const { container } = render(<DesignSystemPage />);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  it('shows the focused banner with links and Missing required field under each field of the empty sample form', async () => {
    const user = userEvent.setup();
    render(<DesignSystemPage />);
    const sampleForm = screen.getByRole('button', { name: 'Submit' }).closest('form') as HTMLFormElement;
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const banner = within(sampleForm).getByRole('alert', { name: formBanner.heading });
    expect(banner).toHaveFocus();
    const links = within(banner).getAllByRole('link');
    expect(links).toHaveLength(8);
    expect(links.slice(0, 7).every((l) => l.textContent?.endsWith(': Missing required field'))).toBe(true);
    expect(links[0]).toHaveTextContent('First name: Missing required field');
    expect(links[7]).toHaveTextContent('Please agree to the Terms & Conditions');
    for (const label of ['First name', 'Last name', 'Email', 'Phone number', 'ZIP code', 'Date of birth', 'Policy number']) {
      expect(within(sampleForm).getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining('Missing required field'));
    }
    await user.click(links[3] as HTMLElement);
    expect(within(sampleForm).getByLabelText('Phone number')).toHaveFocus();
  });
});

describe('PageTemplate footer', () => {
  it('lists the contact hours in ET with whether each line is open', () => {
    // Friday 10 July 2026, 10:30 p.m. EDT.
    render(
      <PageTemplate now={new Date('2026-07-11T02:30:00Z')}>
        <h1>Home</h1>
      </PageTemplate>,
    );
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText('Monday-Friday: 6 a.m.-10 p.m. ET')).toBeInTheDocument();
    expect(footer.getByText('Saturday: 10 a.m.-5:30 p.m. ET')).toBeInTheDocument();
    const general = footer.getByText('General').closest('dt') as HTMLElement;
    expect(general).toHaveTextContent('Closed now');
    expect(footer.getByText('Claims chat').closest('dt')).toHaveTextContent('Open now');
    expect(footer.getByText('Claims').closest('dt')).toHaveTextContent('Open now');
  });
});
