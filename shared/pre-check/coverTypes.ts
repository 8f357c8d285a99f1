/** Vehicles and finance types covered (spec section 1). */
export const vehicleTypes = ['car', 'van', 'motorbike', 'campervan'] as const;
export const financeTypes = ['Personal contract purchase (PCP)', 'Hire purchase (HP)', 'Lease purchase', 'A personal loan arranged by the dealer'] as const;
