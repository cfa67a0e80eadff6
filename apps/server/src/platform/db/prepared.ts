import type { Db } from './index.ts';

/**
 * Named prepared statements, made once per database handle and kept with it (the hot unsearched lists:
 * the feed, the job board, programs, events, the calendar). Planning and building those statements cost
 * more than running them; a name is prepared once per connection, so each is made only once per handle.
 *
 *   const boardOf = preparedFor((db) => ({ newest: …prepare('jobs_board_newest'), … }));
 *   await boardOf(db).newest.execute({ tenantId, … });
 */
export const preparedFor = <Statements>(prepare: (db: Db) => Statements) => {
  const made = new WeakMap<Db, Statements>();
  return (db: Db): Statements => {
    let statements = made.get(db);
    if (statements === undefined) {
      statements = prepare(db);
      made.set(db, statements);
    }
    return statements;
  };
};
