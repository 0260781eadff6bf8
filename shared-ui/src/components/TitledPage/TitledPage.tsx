interface TitledPageProps {
  title: string;
}

/** A page whose feature has not landed yet shows its title and nothing pretending to be content. */
export function TitledPage({ title }: TitledPageProps) {
  return <h1>{title}</h1>;
}
