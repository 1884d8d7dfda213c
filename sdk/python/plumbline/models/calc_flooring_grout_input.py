from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcFlooringGroutInput")



@_attrs_define
class CalcFlooringGroutInput:
    """ 
        Attributes:
            area_sqft (float): Tiled area, ft².
            joint_depth_in (float): Grout joint depth, inches: the tile thickness when joints are filled full.
            joint_width_in (float): Grout joint width, inches (1/8 in = 0.125).
            tile_length_in (float): Tile length, inches.
            tile_width_in (float): Tile width, inches.
            bag_lb (float | Unset): Weight of one bag of grout, lb. Default: 25.0.
            grout_specific_gravity (float | Unset): The grout's density factor, kg/dm³ (specific gravity): 1.6 is MAPEI's
                figure for Ultracolor Plus; MAPEI lists Keracolor FF 1.5, Kerapoxy 1.5. Default: 1.6.
            waste_pct (float | Unset): Extra allowance for cleanup loss, percent. Default: 0.0.
     """

    area_sqft: float
    joint_depth_in: float
    joint_width_in: float
    tile_length_in: float
    tile_width_in: float
    bag_lb: float | Unset = 25.0
    grout_specific_gravity: float | Unset = 1.6
    waste_pct: float | Unset = 0.0





    def to_dict(self) -> dict[str, Any]:
        area_sqft = self.area_sqft

        joint_depth_in = self.joint_depth_in

        joint_width_in = self.joint_width_in

        tile_length_in = self.tile_length_in

        tile_width_in = self.tile_width_in

        bag_lb = self.bag_lb

        grout_specific_gravity = self.grout_specific_gravity

        waste_pct = self.waste_pct


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "area_sqft": area_sqft,
            "joint_depth_in": joint_depth_in,
            "joint_width_in": joint_width_in,
            "tile_length_in": tile_length_in,
            "tile_width_in": tile_width_in,
        })
        if bag_lb is not UNSET:
            field_dict["bag_lb"] = bag_lb
        if grout_specific_gravity is not UNSET:
            field_dict["grout_specific_gravity"] = grout_specific_gravity
        if waste_pct is not UNSET:
            field_dict["waste_pct"] = waste_pct

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area_sqft = d.pop("area_sqft")

        joint_depth_in = d.pop("joint_depth_in")

        joint_width_in = d.pop("joint_width_in")

        tile_length_in = d.pop("tile_length_in")

        tile_width_in = d.pop("tile_width_in")

        bag_lb = d.pop("bag_lb", UNSET)

        grout_specific_gravity = d.pop("grout_specific_gravity", UNSET)

        waste_pct = d.pop("waste_pct", UNSET)

        calc_flooring_grout_input = cls(
            area_sqft=area_sqft,
            joint_depth_in=joint_depth_in,
            joint_width_in=joint_width_in,
            tile_length_in=tile_length_in,
            tile_width_in=tile_width_in,
            bag_lb=bag_lb,
            grout_specific_gravity=grout_specific_gravity,
            waste_pct=waste_pct,
        )

        return calc_flooring_grout_input

