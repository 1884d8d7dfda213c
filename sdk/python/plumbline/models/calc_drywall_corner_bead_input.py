from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CalcDrywallCornerBeadInput")



@_attrs_define
class CalcDrywallCornerBeadInput:
    """ 
        Attributes:
            corner_lengths_ft (list[float]): Length of each outside corner (one entry per corner), feet.
            piece_length_ft (float | Unset): Length of one piece of bead, feet; stock pieces are 8 or 10 ft. Default: 8.0.
     """

    corner_lengths_ft: list[float]
    piece_length_ft: float | Unset = 8.0





    def to_dict(self) -> dict[str, Any]:
        corner_lengths_ft = self.corner_lengths_ft



        piece_length_ft = self.piece_length_ft


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "corner_lengths_ft": corner_lengths_ft,
        })
        if piece_length_ft is not UNSET:
            field_dict["piece_length_ft"] = piece_length_ft

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        corner_lengths_ft = cast(list[float], d.pop("corner_lengths_ft"))


        piece_length_ft = d.pop("piece_length_ft", UNSET)

        calc_drywall_corner_bead_input = cls(
            corner_lengths_ft=corner_lengths_ft,
            piece_length_ft=piece_length_ft,
        )

        return calc_drywall_corner_bead_input

