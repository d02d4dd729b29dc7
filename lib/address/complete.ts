import { badRequest } from "../errors.ts";
import type { AddressInput } from "../validation/address.ts";
import { lookUpPin } from "../places/pincodes.ts";
import { findState } from "../places/states.ts";

/** A delivery address as an order keeps it: the state is its name and GST code, both from the PIN. */
export interface DeliveryAddress {
  name: string;
  mobile: string;
  address: string;
  city: string;
  state: string;
  stateCode: string;
  pin: string;
}

/**
 * Completes an address from its PIN: the PIN must exist (400 naming `{prefix}pin`), the
 * state is the PIN's (one that is sent must agree, 400 naming `{prefix}state`), and the
 * city is the one sent or else the PIN's district.
 */
export async function completeAddress(input: AddressInput, prefix = ""): Promise<DeliveryAddress> {
  const place = await lookUpPin(input.pin);
  if (!place) throw badRequest("Check the PIN code.", { [`${prefix}pin`]: [`no post office has the PIN code ${input.pin}`] });
  if (input.state !== undefined && findState(input.state)?.code !== place.stateCode) {
    throw badRequest("The state does not match the PIN code.", { [`${prefix}state`]: [`PIN code ${input.pin} is in ${place.state}`] });
  }
  return {
    name: input.name,
    mobile: input.mobile,
    address: input.address,
    city: input.city ?? place.district,
    state: place.state,
    stateCode: place.stateCode,
    pin: input.pin,
  };
}
