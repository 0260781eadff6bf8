import { act, render, screen } from '@testing-library/react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { returnFromSignIn } from './returnFromSignIn';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('returnFromSignIn', () => {
  it("takes the store's router back to the page the sign-in page was sent from, without a reload", () => {
    window.history.replaceState(null, '', '/SignIn?redirect=%2Fmyaccount');
    // The shell's router: BrowserRouter with declarative routes.
    render(
      <BrowserRouter>
        <Routes>
          <Route path="/SignIn" element={<h1>Sign In</h1>} />
          <Route path="/myaccount" element={<h1>My Account</h1>} />
        </Routes>
      </BrowserRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    const historyLength = window.history.length;

    let went = false;
    act(() => {
      went = returnFromSignIn();
    });
    expect(went).toBe(true);
    expect(screen.getByRole('heading', { name: 'My Account' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/myaccount');
    // In place of the sign-in page: Back does not return to it.
    expect(window.history.length).toBe(historyLength);
  });

  it('stays on a page without a way back', () => {
    window.history.replaceState(null, '', '/SignIn');
    expect(returnFromSignIn()).toBe(false);
    expect(window.location.pathname).toBe('/SignIn');
  });
});
