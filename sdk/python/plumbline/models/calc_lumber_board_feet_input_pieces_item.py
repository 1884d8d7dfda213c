from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcLumberBoardFeetInputPiecesItem")



@_attrs_define
class CalcLumberBoardFeetInputPiecesItem:
    """ 
        Attributes:
            length_ft (float): Length, feet.
            thickness_in (float): Nominal thickness, inches (2 for a 2x4).
            width_in (float): Nominal width, inches (4 for a 2x4).
            quantity (int | Unset): Number of pieces of this size. Default: 1.
     """

    length_ft: float
    thickness_in: float
    width_in: float
    quantity: int | Unset = 1





    def to_dict(self) -> dict[str, Any]:
        length_ft = self.length_ft

        thickness_in = self.thickness_in

        width_in = self.width_in

        quantity = self.quantity


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "length_ft": length_ft,
            "thickness_in": thickness_in,
            "width_in": width_in,
        })
        if quantity is not UNSET:
            field_dict["quantity"] = quantity

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        length_ft = d.pop("length_ft")

        thickness_in = d.pop("thickness_in")

        width_in = d.pop("width_in")

        quantity = d.pop("quantity", UNSET)

        calc_lumber_board_feet_input_pieces_item = cls(
            length_ft=length_ft,
            thickness_in=thickness_in,
            width_in=width_in,
            quantity=quantity,
        )

        return calc_lumber_board_feet_input_pieces_item

