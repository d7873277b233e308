import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from '../../src/ui/form/Form';
import { MaskedTextField } from '../../src/ui/fields/MaskedTextField';
import { loadedMasks } from '../../src/ui/fields/maskLoader';

// The masks (imask) arrive with a masked field's first focus or touch, not with the page: nothing typed before
// them is lost, and the field shows it masked once they are there.
function phoneForm(initialValue?: string) {
  let kept: Record<string, unknown> = {};
  render(
    <Form onSubmit={() => undefined} initialValues={initialValue === undefined ? {} : { phone: initialValue }}>
      {({ values }) => {
        kept = values as Record<string, unknown>;
        return <MaskedTextField name="phone" label="Phone" mask="phone" />;
      }}
    </Form>,
  );
  return { input: screen.getByLabelText(/^Phone/) as HTMLInputElement, kept: () => kept.phone };
}

describe('a masked field before its mask arrives', () => {
  it('keeps what is typed or filled in by the browser, then masks it as soon as the mask arrives', async () => {
    const { input, kept } = phoneForm();
    expect(loadedMasks()).toBeNull();
    // A browser's autofill: an input event on a field never focused.
    fireEvent.input(input, { target: { value: '(614) 555-0100' } });
    expect(kept()).toBe('(614) 555-0100');
    await waitFor(() => expect(input.value).toBe('614-555-0100'));
    expect(kept()).toBe('6145550100');
  });

  it('shows a value it starts with masked', async () => {
    const { input, kept } = phoneForm('6145550142');
    await waitFor(() => expect(input.value).toBe('614-555-0142'));
    expect(kept()).toBe('6145550142');
  });
});
