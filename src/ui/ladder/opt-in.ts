/** The player's choice to see their rating change at the end of each match (off unless chosen), kept in this browser. */
export const RATING_CHANGE_KEY = 'facedown/rating-change';

export function ratingChangeWanted(): boolean {
  try {
    return localStorage.getItem(RATING_CHANGE_KEY) === 'on';
  } catch {
    return false;
  }
}

export function setRatingChangeWanted(on: boolean): void {
  try {
    if (on) localStorage.setItem(RATING_CHANGE_KEY, 'on');
    else localStorage.removeItem(RATING_CHANGE_KEY);
  } catch {
    // storage blocked: the choice lasts as long as the page
  }
}
