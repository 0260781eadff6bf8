import { useParams } from 'react-router-dom';

/** Reads its route parameter as the shell's plan pages do. */
export default function GaragePage() {
  const { id } = useParams();
  return (
    <section>
      <h1>Garage Plans</h1>
      <p>Plan {id}</p>
    </section>
  );
}
