/** Every query of the trainer area lives under this key; an attendance mark or a profile change refreshes them. */
export const trainerAreaQueryKey = ['trainer-area'] as const;
