/** Why a passphrase typed twice cannot lock a backup, or null (the rules load with the backup's code). */
export async function passphraseProblemOf(pass: string, again: string): Promise<string | null> {
  const { passphraseProblem } = await import('../../net/identity/backup-format.js');
  return passphraseProblem(pass) ?? (pass === again ? null : 'The two passphrases differ.');
}
