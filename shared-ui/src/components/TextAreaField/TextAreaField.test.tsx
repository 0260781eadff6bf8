import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextAreaField } from './TextAreaField';

describe('TextAreaField', () => {
  it('is a labelled multi-line field that takes typing and passes register() props through', async () => {
    const ref = createRef<HTMLTextAreaElement>();
    const onChange = jest.fn();
    render(<TextAreaField label="Comment" name="comment" ref={ref} onChange={onChange} />);
    const textarea = screen.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(textarea, 'Line one{Enter}Line two');
    expect(textarea).toHaveValue('Line one\nLine two');
    expect(ref.current).toBe(textarea);
    expect(textarea).toHaveAttribute('name', 'comment');
    expect(onChange).toHaveBeenCalled();
  });

  it('announces its error and hint', () => {
    render(<TextAreaField label="Message" hint="Up to 1000 characters" error="Please write a message" />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Up to 1000 characters Please write a message');
  });
});
