import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'shared-ui';
import { heroFilters, type HeroChoice } from './heroFilters';
import styles from './HomePage.module.css';

/** Each select: its filter, label, and options as [value, text]. */
const SELECTS: ReadonlyArray<readonly [keyof HeroChoice, string, ReadonlyArray<readonly [string, string]>]> = [
  [
    'bed',
    'Bed',
    [
      ['1', '1'],
      ['2', '2'],
      ['3', '3'],
    ],
  ],
  [
    'bath',
    'Bath',
    [
      ['1', '1'],
      ['2', '2'],
      ['3', '3'],
    ],
  ],
  [
    'sqft',
    'Sq ft',
    [
      ['1000', '1,000–1,999'],
      ['2000', '2,000–2,999'],
      ['3000', '3,000+'],
    ],
  ],
  [
    'floors',
    'Floors',
    [
      ['1', '1'],
      ['2', '2'],
      ['3', '3'],
    ],
  ],
];

/** What the form's selects hold when it is sent. */
function choiceOf(form: HTMLFormElement): HeroChoice {
  const data = new FormData(form);
  const value = (key: keyof HeroChoice) => {
    const chosen = data.get(key);
    return typeof chosen === 'string' ? chosen : '';
  };
  return { bed: value('bed'), bath: value('bath'), sqft: value('sqft'), floors: value('floors') };
}

/**
 * 'Your Dream Home Awaits': four selects and Search -> /home-search with those filters. The selects keep their own
 * values, read when the form is sent: a choice made on the server-rendered page before the browser has hydrated it
 * counts (React's state would start empty and lose it).
 */
export function HomeHero() {
  const navigate = useNavigate();
  const id = useId();
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate('/home-search', { state: { selectedFilters: heroFilters(choiceOf(event.currentTarget)) } });
  };
  return (
    <section className={styles.hero} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Your Dream Home Awaits</h1>
      <form className={styles.heroForm} onSubmit={search} role="search" aria-label="Find a plan">
        {SELECTS.map(([key, label, values]) => (
          <label key={key} className={styles.heroField}>
            <span className="visually-hidden">{label}</span>
            <select name={key} defaultValue="">
              <option value="">{`Select ${label}`}</option>
              {values.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          </label>
        ))}
        <Button type="submit">Search</Button>
      </form>
    </section>
  );
}
