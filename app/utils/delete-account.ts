/** What a user types to confirm deleting their account: a second step that works without JavaScript. */
export const DELETE_ACCOUNT_WORD = "DELETE";
