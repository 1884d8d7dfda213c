from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_masonry_brick_input_brick_size import CalcMasonryBrickInputBrickSize
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_masonry_brick_input_openings_item import CalcMasonryBrickInputOpeningsItem





T = TypeVar("T", bound="CalcMasonryBrickInput")



@_attrs_define
class CalcMasonryBrickInput:
    """ 
        Attributes:
            wall_height_ft (float): Wall height, feet.
            wall_length_ft (float): Wall length, feet.
            brick_size (CalcMasonryBrickInputBrickSize | Unset): Brick type; its specified face (length x height) is The
                Engineering ToolBox's: modular 7-5/8 x 2-1/4, standard 8 x 2-1/4, king 9-5/8 x 2-5/8, queen 9-5/8 x 2-3/4,
                engineer 7-5/8 x 2-13/16, economy 7-5/8 x 3-5/8, utility 11-1/2 x 3-5/8, jumbo 8 x 2-3/4, norman 11-5/8 x 2-1/4,
                norwegian 11-5/8 x 2-3/4 in. Default: CalcMasonryBrickInputBrickSize.MODULAR.
            joint_in (float | Unset): Mortar joint thickness, bed and head, inches (default 3/8, the predominant joint).
                Default: 0.375.
            openings (list[CalcMasonryBrickInputOpeningsItem] | Unset): Doors and windows to deduct.
            waste_pct (float | Unset): Allowance for breakage and cuts, percent (default 5: Building Trades Pocketbook).
                Default: 5.0.
     """

    wall_height_ft: float
    wall_length_ft: float
    brick_size: CalcMasonryBrickInputBrickSize | Unset = CalcMasonryBrickInputBrickSize.MODULAR
    joint_in: float | Unset = 0.375
    openings: list[CalcMasonryBrickInputOpeningsItem] | Unset = UNSET
    waste_pct: float | Unset = 5.0





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_masonry_brick_input_openings_item import CalcMasonryBrickInputOpeningsItem
        wall_height_ft = self.wall_height_ft

        wall_length_ft = self.wall_length_ft

        brick_size: str | Unset = UNSET
        if not isinstance(self.brick_size, Unset):
            brick_size = self.brick_size.value


        joint_in = self.joint_in

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
        if brick_size is not UNSET:
            field_dict["brick_size"] = brick_size
        if joint_in is not UNSET:
            field_dict["joint_in"] = joint_in
        if openings is not UNSET:
            field_dict["openings"] = openings
        if waste_pct is not UNSET:
            field_dict["waste_pct"] = waste_pct

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_masonry_brick_input_openings_item import CalcMasonryBrickInputOpeningsItem
        d = dict(src_dict)
        wall_height_ft = d.pop("wall_height_ft")

        wall_length_ft = d.pop("wall_length_ft")

        _brick_size = d.pop("brick_size", UNSET)
        brick_size: CalcMasonryBrickInputBrickSize | Unset
        if isinstance(_brick_size,  Unset):
            brick_size = UNSET
        else:
            brick_size = CalcMasonryBrickInputBrickSize(_brick_size)




        joint_in = d.pop("joint_in", UNSET)

        _openings = d.pop("openings", UNSET)
        openings: list[CalcMasonryBrickInputOpeningsItem] | Unset = UNSET
        if _openings is not UNSET:
            openings = []
            for openings_item_data in _openings:
                openings_item = CalcMasonryBrickInputOpeningsItem.from_dict(openings_item_data)



                openings.append(openings_item)


        waste_pct = d.pop("waste_pct", UNSET)

        calc_masonry_brick_input = cls(
            wall_height_ft=wall_height_ft,
            wall_length_ft=wall_length_ft,
            brick_size=brick_size,
            joint_in=joint_in,
            openings=openings,
            waste_pct=waste_pct,
        )

        return calc_masonry_brick_input

