/**
 * "1st", "2nd", "3rd", "11th", "22nd". A module of its own: the words module is in every builder's
 * first load, and only battle and enemy-turn code, which loads later, says a turn or a place in order.
 */
export const ordinal = (n: number): string => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
