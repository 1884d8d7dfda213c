from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="CalcLumberBoardFeetOutputLinesItem")



@_attrs_define
class CalcLumberBoardFeetOutputLinesItem:
    """ 
        Attributes:
            board_feet (float): board_feet_each x quantity.
            board_feet_each (float): thickness x width x length / 12.
            length_ft (float): Length, feet.
            quantity (int): Pieces.
            thickness_in (float): Nominal thickness, inches.
            width_in (float): Nominal width, inches.
     """

    board_feet: float
    board_feet_each: float
    length_ft: float
    quantity: int
    thickness_in: float
    width_in: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        board_feet = self.board_feet

        board_feet_each = self.board_feet_each

        length_ft = self.length_ft

        quantity = self.quantity

        thickness_in = self.thickness_in

        width_in = self.width_in


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "board_feet": board_feet,
            "board_feet_each": board_feet_each,
            "length_ft": length_ft,
            "quantity": quantity,
            "thickness_in": thickness_in,
            "width_in": width_in,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        board_feet = d.pop("board_feet")

        board_feet_each = d.pop("board_feet_each")

        length_ft = d.pop("length_ft")

        quantity = d.pop("quantity")

        thickness_in = d.pop("thickness_in")

        width_in = d.pop("width_in")

        calc_lumber_board_feet_output_lines_item = cls(
            board_feet=board_feet,
            board_feet_each=board_feet_each,
            length_ft=length_ft,
            quantity=quantity,
            thickness_in=thickness_in,
            width_in=width_in,
        )


        calc_lumber_board_feet_output_lines_item.additional_properties = d
        return calc_lumber_board_feet_output_lines_item

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
