import type { RecruitingWinner, SalesWinner } from '@/content/schema/awards';
import { LinkedInLink, PersonPicture } from './NomineeCard';
import styles from './awards.module.css';

function Trophy() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 2h10v2h4v3a5 5 0 0 1-4.6 5A5 5 0 0 1 13 14.9V18h3v2H8v-2h3v-3.1A5 5 0 0 1 7.6 12 5 5 0 0 1 3 7V4h4V2Zm0 4H5v1a3 3 0 0 0 2 2.8V6Zm10 0v3.8A3 3 0 0 0 19 7V6h-2Z"
      />
    </svg>
  );
}

export function RecruitingWinners({ winners }: { winners: RecruitingWinner[] }) {
  return (
    <ul className={styles.winnerGrid}>
      {winners.map((winner) => (
        <li key={`${winner.award}-${winner.name}`}>
          <article className={styles.winner}>
            <p className={styles.award}>
              <Trophy />
              {winner.award}
            </p>
            <div className={styles.winnerBody}>
              <PersonPicture name={winner.name} img={winner.img} size={72} />
              <div>
                <h3 className={styles.personName}>{winner.name}</h3>
                <p className={styles.personDetail}>{winner.company}</p>
              </div>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

export function SalesWinners({ winners }: { winners: SalesWinner[] }) {
  return (
    <ul className={styles.winnerGrid}>
      {winners.map((winner) => (
        <li key={`${winner.category}-${winner.nomineeName}`}>
          <article className={styles.winner}>
            <p className={styles.award}>
              <Trophy />
              {winner.category}
            </p>
            <div className={styles.winnerBody}>
              <PersonPicture name={winner.nomineeName} img={winner.nomineeImg} size={72} />
              <div>
                <h3 className={styles.personName}>{winner.nomineeName}</h3>
                <p className={styles.personDetail}>{winner.nomineeDesignation}</p>
                <LinkedInLink url={winner.nomineeLinkedIn} name={winner.nomineeName} />
              </div>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
