from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="SignupRequest")



@_attrs_define
class SignupRequest:
    """ Programmatic flow: email + payment_method_id. Browser flow: email + challenge_token + setup_intent_id.

        Attributes:
            email (str):
            challenge_token (str | Unset): The bot-challenge token (browser flow).
            payment_method_id (str | Unset): A payment-method id (pm_…) from the payment processor.
            setup_intent_id (str | Unset): The succeeded SetupIntent (seti_…) that collected the card (browser flow).
     """

    email: str
    challenge_token: str | Unset = UNSET
    payment_method_id: str | Unset = UNSET
    setup_intent_id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        email = self.email

        challenge_token = self.challenge_token

        payment_method_id = self.payment_method_id

        setup_intent_id = self.setup_intent_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "email": email,
        })
        if challenge_token is not UNSET:
            field_dict["challenge_token"] = challenge_token
        if payment_method_id is not UNSET:
            field_dict["payment_method_id"] = payment_method_id
        if setup_intent_id is not UNSET:
            field_dict["setup_intent_id"] = setup_intent_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        email = d.pop("email")

        challenge_token = d.pop("challenge_token", UNSET)

        payment_method_id = d.pop("payment_method_id", UNSET)

        setup_intent_id = d.pop("setup_intent_id", UNSET)

        signup_request = cls(
            email=email,
            challenge_token=challenge_token,
            payment_method_id=payment_method_id,
            setup_intent_id=setup_intent_id,
        )

        return signup_request

