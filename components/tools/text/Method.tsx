import islandStyles from '../island.module.css';

/** "How it works" for the tools with nothing to work through on the visitor's numbers. */
export function Method({ method }: { method: readonly string[] }) {
  return (
    <section className={`${islandStyles.how} no-print`} aria-labelledby="how-title">
      <h2 id="how-title" className={islandStyles.howTitle}>
        How it works
      </h2>
      <div className={islandStyles.method}>
        {method.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
