from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_flooring_tile_input_pattern import CalcFlooringTileInputPattern
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcFlooringTileInput")



@_attrs_define
class CalcFlooringTileInput:
    """ 
        Attributes:
            area_sqft (float): Floor or wall area to tile, ft².
            tile_length_in (float): Tile length, inches.
            tile_width_in (float): Tile width, inches.
            tiles_per_box (int): Tiles in one box (carton label).
            pattern (CalcFlooringTileInputPattern | Unset): Layout pattern; sets the waste allowance: straight 10%,
                running_bond 10%, diagonal 15%, herringbone 20% (HomeProject.tools Tile Waste Percentage Guide). Default:
                CalcFlooringTileInputPattern.STRAIGHT.
     """

    area_sqft: float
    tile_length_in: float
    tile_width_in: float
    tiles_per_box: int
    pattern: CalcFlooringTileInputPattern | Unset = CalcFlooringTileInputPattern.STRAIGHT





    def to_dict(self) -> dict[str, Any]:
        area_sqft = self.area_sqft

        tile_length_in = self.tile_length_in

        tile_width_in = self.tile_width_in

        tiles_per_box = self.tiles_per_box

        pattern: str | Unset = UNSET
        if not isinstance(self.pattern, Unset):
            pattern = self.pattern.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "area_sqft": area_sqft,
            "tile_length_in": tile_length_in,
            "tile_width_in": tile_width_in,
            "tiles_per_box": tiles_per_box,
        })
        if pattern is not UNSET:
            field_dict["pattern"] = pattern

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area_sqft = d.pop("area_sqft")

        tile_length_in = d.pop("tile_length_in")

        tile_width_in = d.pop("tile_width_in")

        tiles_per_box = d.pop("tiles_per_box")

        _pattern = d.pop("pattern", UNSET)
        pattern: CalcFlooringTileInputPattern | Unset
        if isinstance(_pattern,  Unset):
            pattern = UNSET
        else:
            pattern = CalcFlooringTileInputPattern(_pattern)




        calc_flooring_tile_input = cls(
            area_sqft=area_sqft,
            tile_length_in=tile_length_in,
            tile_width_in=tile_width_in,
            tiles_per_box=tiles_per_box,
            pattern=pattern,
        )

        return calc_flooring_tile_input

