import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { KEYWORD_INPUT_ID, canonicalKeyword, keywordProblem } from 'contracts/src/catalog/keywordSearch';
import { MAX_KEYWORD_LENGTH } from 'contracts/src/catalog/planFilters';
import { Button, TextField } from 'shared-ui';
import styles from './PlanSearchPage.module.css';

interface KeywordSearchBoxProps {
  /** The keyword of the URL, if any. */
  keyword: string | undefined;
  /** Searches for this keyword (already checked, in its one spelling). */
  onSearch: (keyword: string) => void;
  /** The search landmark's name: 'Plans' on a list, which the box searches; elsewhere, what the search is for. */
  name?: string;
  /** 'Search plans' above the field, for a page without a list around the box to say what it searches. */
  showLabel?: boolean;
  /** The form's and the field's classes, for a page that lays the box out its own way. */
  classNames?: { form?: string; field?: string };
}

const LIST_CLASSES = { form: styles.keywordForm, field: styles.keywordField };

/**
 * Search the list by words: plan name, plan number ('#' or not), style or a feature of the description. One field
 * and the rules of contracts' keywordSearch, so a plain form rather than react-hook-form, which the plan list's
 * first load does not carry (the form libraries come later, with the footer). An empty submit says what to type.
 * The plan list's box, and the one a missing plan's page offers.
 */
export function KeywordSearchBox({
  keyword,
  onSearch,
  name = 'Plans',
  showLabel = false,
  classNames = LIST_CLASSES,
}: KeywordSearchBoxProps) {
  const location = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(keyword ?? '');
  const [problem, setProblem] = useState<string | undefined>(undefined);

  // A chip, 'Clear filter' or the back button change the keyword from outside.
  useEffect(() => {
    setText(keyword ?? '');
    setProblem(undefined);
  }, [keyword]);

  // Each visit at the box's fragment (the header's Search, even from this list) gives the box the focus; on a
  // server-rendered first load, once the page is hydrated.
  useEffect(() => {
    if (location.hash === `#${KEYWORD_INPUT_ID}`) input.current?.focus();
  }, [location.hash, location.key]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = keywordProblem(text);
    if (found !== null) {
      setProblem(found);
      input.current?.focus();
      return;
    }
    setProblem(undefined);
    onSearch(canonicalKeyword(text));
  };

  return (
    <form role="search" aria-label={name} className={classNames.form} onSubmit={submit} noValidate>
      <TextField
        ref={input}
        id={KEYWORD_INPUT_ID}
        type="search"
        label="Search plans"
        hideLabel={!showLabel}
        placeholder="Plan name, #number, style or feature"
        className={classNames.field}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={MAX_KEYWORD_LENGTH}
        value={text}
        error={problem}
        onChange={(event) => {
          setText(event.target.value);
          if (problem !== undefined) setProblem(undefined);
        }}
      />
      <Button type="submit">Search</Button>
    </form>
  );
}
