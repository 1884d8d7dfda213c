from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_masonry_block_input_openings_item import CalcMasonryBlockInputOpeningsItem





T = TypeVar("T", bound="CalcMasonryBlockInput")



@_attrs_define
class CalcMasonryBlockInput:
    """ 
        Attributes:
            wall_height_ft (float): Wall height, feet.
            wall_length_ft (float): Wall length, feet.
            openings (list[CalcMasonryBlockInputOpeningsItem] | Unset): Doors and windows to deduct.
            waste_pct (float | Unset): Allowance for breakage and cuts, percent (default 5: Building Trades Pocketbook).
                Default: 5.0.
     """

    wall_height_ft: float
    wall_length_ft: float
    openings: list[CalcMasonryBlockInputOpeningsItem] | Unset = UNSET
    waste_pct: float | Unset = 5.0





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_masonry_block_input_openings_item import CalcMasonryBlockInputOpeningsItem
        wall_height_ft = self.wall_height_ft

        wall_length_ft = self.wall_length_ft

        openings: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.openings, Unset):
            openings = []
            for openings_item_data in self.openings:
                openings_item = openings_item_data.to_dict()
                openings.append(openings_item)



        waste_pct = self.waste_pct


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "wall_height_ft": wall_height_ft,
            "wall_length_ft": wall_length_ft,
        })
        if openings is not UNSET:
            field_dict["openings"] = openings
        if waste_pct is not UNSET:
            field_dict["waste_pct"] = waste_pct

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_masonry_block_input_openings_item import CalcMasonryBlockInputOpeningsItem
        d = dict(src_dict)
        wall_height_ft = d.pop("wall_height_ft")

        wall_length_ft = d.pop("wall_length_ft")

        _openings = d.pop("openings", UNSET)
        openings: list[CalcMasonryBlockInputOpeningsItem] | Unset = UNSET
        if _openings is not UNSET:
            openings = []
            for openings_item_data in _openings:
                openings_item = CalcMasonryBlockInputOpeningsItem.from_dict(openings_item_data)



                openings.append(openings_item)


        waste_pct = d.pop("waste_pct", UNSET)

        calc_masonry_block_input = cls(
            wall_height_ft=wall_height_ft,
            wall_length_ft=wall_length_ft,
            openings=openings,
            waste_pct=waste_pct,
        )

        return calc_masonry_block_input

