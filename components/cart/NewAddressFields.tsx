"use client";

import { useRef, useState } from "react";
import { DeliveryPromise } from "@/components/delivery/DeliveryPromise";
import { useText } from "@/components/i18n/ClientTexts";
import { TextAreaField } from "@/components/ui/TextAreaField";
import { TextField } from "@/components/ui/TextField";
import type { PinPlace } from "@/lib/places/pincodes";
import { api, toApiError } from "@/lib/stores/api";
import { PIN_PATTERN } from "@/lib/validation/address";

export type AddressField = "name" | "mobile" | "address" | "pin" | "city" | "state";
export type AddressErrors = Partial<Record<AddressField, string>>;

/**
 * The spec's Name, Mobile No, Address and Pincode, then City and State: a complete PIN is
 * looked up (GET /api/pincode/{pin}) and fills both. The city stays the shopper's to
 * correct (once they have, a new PIN no longer overwrites it); the state is the PIN's,
 * which the server checks too. A PIN the shop does not deliver to is said at once.
 */
export function NewAddressFields({ errors }: { errors: AddressErrors }) {
  const t = useText("checkout");
  const [place, setPlace] = useState<(PinPlace & { serviceable: boolean }) | null>(null);
  const [city, setCity] = useState("");
  const [cityEdited, setCityEdited] = useState(false);
  const [pinProblem, setPinProblem] = useState<string | null>(null);
  const latestPin = useRef("");

  async function lookUp(value: string) {
    const pin = value.replace(/\s/g, "");
    latestPin.current = pin;
    setPinProblem(null);
    if (!PIN_PATTERN.test(pin)) {
      setPlace(null);
      return;
    }
    try {
      const found = await api<PinPlace & { serviceable: boolean }>(`/api/pincode/${pin}`);
      if (latestPin.current !== pin) return;
      setPlace(found);
      if (!found.serviceable) setPinProblem(t("notDeliveredTo", { pin, district: found.district, state: found.state }));
      if (!cityEdited) setCity(found.district);
    } catch (error) {
      if (latestPin.current !== pin) return;
      setPlace(null);
      const failure = toApiError(error);
      setPinProblem(failure.status === 404 ? t("noSuchPin") : null);
    }
  }

  return (
    <>
      <TextField label={t("name")} name="name" autoComplete="name" error={errors.name} required />
      <TextField label={t("mobileNo")} name="mobile" type="tel" inputMode="numeric" autoComplete="tel-national" error={errors.mobile} required />
      <TextAreaField label={t("address")} name="address" autoComplete="street-address" error={errors.address} required />
      <TextField
        label={t("pincode")}
        name="pin"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        error={errors.pin ?? pinProblem ?? undefined}
        onChange={(event) => void lookUp(event.target.value)}
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("city")}
          name="city"
          autoComplete="address-level2"
          value={city}
          onChange={(event) => {
            setCity(event.target.value);
            setCityEdited(true);
          }}
          error={errors.city}
          hint={t("cityHint")}
          required
        />
        <TextField
          label={t("state")}
          name="state"
          value={place?.state ?? ""}
          readOnly
          tabIndex={-1}
          className="[&_input]:bg-stone-100"
          error={errors.state}
          hint={t("stateHint")}
        />
      </div>
      {place?.serviceable && <DeliveryPromise pin={place.pin} />}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="saveAddress" className="size-4 accent-brand" />
        {t("saveAddress")}
      </label>
    </>
  );
}
