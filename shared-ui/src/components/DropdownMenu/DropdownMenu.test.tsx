import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DropdownMenu } from './DropdownMenu';

const garageItems = [
  { to: '/1-car-garage-plans', label: '1 Car Garage Plans' },
  { to: '/2-car-garage-plans', label: '2 Car Garage Plans' },
  { to: '/rv-garage-plans', label: 'RV Garage Plans' },
];

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderMenu(props: { isActive?: boolean } = {}, path = '/home') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <DropdownMenu label="Garage Plans" items={garageItems} {...props} />
      <button type="button">Search</button>
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </MemoryRouter>,
  );
}

const trigger = () => screen.getByRole('button', { name: 'Garage Plans' });

describe('DropdownMenu', () => {
  it('is a closed disclosure button controlling its list', () => {
    renderMenu();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    const listId = trigger().getAttribute('aria-controls');
    expect(listId).toBeTruthy();
    expect(document.getElementById(listId ?? '')).not.toBeVisible();
    expect(screen.queryByRole('link', { name: '1 Car Garage Plans' })).not.toBeInTheDocument();
  });

  it('opens and closes on click', async () => {
    renderMenu();
    await userEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('link')).toHaveLength(3);
    await userEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([['{Enter}'], [' ']])('opens with %s on the focused button', async (key) => {
    renderMenu();
    trigger().focus();
    await userEvent.keyboard(key);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveFocus();
  });

  it('opens with ArrowDown onto the first link, and arrow keys, Home and End move between links', async () => {
    renderMenu();
    trigger().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: '1 Car Garage Plans' })).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: '2 Car Garage Plans' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'RV Garage Plans' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: '1 Car Garage Plans' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'RV Garage Plans' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('link', { name: '1 Car Garage Plans' })).toHaveFocus();
  });

  it('closes on Escape and puts focus back on the button', async () => {
    renderMenu();
    trigger().focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    renderMenu();
    await userEvent.click(trigger());
    await userEvent.click(screen.getByTestId('path'));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('navigates and closes when a link is chosen', async () => {
    renderMenu();
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('link', { name: 'RV Garage Plans' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/rv-garage-plans');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows a link chosen with the keyboard', async () => {
    renderMenu();
    trigger().focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('path')).toHaveTextContent('/2-car-garage-plans');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when focus leaves it with Tab', async () => {
    renderMenu();
    trigger().focus();
    await userEvent.keyboard('{ArrowDown}{End}');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks an active trigger as the current page for assistive technology and highlights it', () => {
    const { unmount } = renderMenu({ isActive: true });
    expect(trigger()).toHaveClass('active');
    expect(trigger()).toHaveAttribute('aria-current', 'page');
    unmount();
    renderMenu();
    expect(trigger()).not.toHaveClass('active');
    expect(trigger()).not.toHaveAttribute('aria-current');
  });

  it('marks the link to the current page', async () => {
    renderMenu({ isActive: true }, '/rv-garage-plans');
    await userEvent.click(trigger());
    expect(screen.getByRole('link', { name: 'RV Garage Plans' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '1 Car Garage Plans' })).not.toHaveAttribute('aria-current');
  });
});
