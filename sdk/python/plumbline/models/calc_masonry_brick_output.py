from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcMasonryBrickOutput")



@_attrs_define
class CalcMasonryBrickOutput:
    """ The results of calc_masonry_brick and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            brick_height_in (float): Specified brick height, inches.
            brick_length_in (float): Specified brick length, inches.
            bricks (int): Bricks to buy: bricks_net plus waste, rounded up.
            bricks_net (float): net_area_sqft x bricks_per_sqft, before waste.
            bricks_per_sqft (float): 144 / ((length + joint) x (height + joint)): bricks per ft² of wall face, single wythe,
                running bond.
            code_reference (str): The masonry standard the units and joints follow.
            gross_area_sqft (float): Wall length x height, ft².
            joint_in (float): Joint thickness used, inches.
            net_area_sqft (float): Wall area to lay, ft².
            openings_area_sqft (float): Area of the openings deducted (at most the gross wall area), ft².
            waste_pct_applied (float): Waste allowance applied, percent.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    brick_height_in: float
    brick_length_in: float
    bricks: int
    bricks_net: float
    bricks_per_sqft: float
    code_reference: str
    gross_area_sqft: float
    joint_in: float
    net_area_sqft: float
    openings_area_sqft: float
    waste_pct_applied: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        brick_height_in = self.brick_height_in

        brick_length_in = self.brick_length_in

        bricks = self.bricks

        bricks_net = self.bricks_net

        bricks_per_sqft = self.bricks_per_sqft

        code_reference = self.code_reference

        gross_area_sqft = self.gross_area_sqft

        joint_in = self.joint_in

        net_area_sqft = self.net_area_sqft

        openings_area_sqft = self.openings_area_sqft

        waste_pct_applied = self.waste_pct_applied

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "brick_height_in": brick_height_in,
            "brick_length_in": brick_length_in,
            "bricks": bricks,
            "bricks_net": bricks_net,
            "bricks_per_sqft": bricks_per_sqft,
            "code_reference": code_reference,
            "gross_area_sqft": gross_area_sqft,
            "joint_in": joint_in,
            "net_area_sqft": net_area_sqft,
            "openings_area_sqft": openings_area_sqft,
            "waste_pct_applied": waste_pct_applied,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        brick_height_in = d.pop("brick_height_in")

        brick_length_in = d.pop("brick_length_in")

        bricks = d.pop("bricks")

        bricks_net = d.pop("bricks_net")

        bricks_per_sqft = d.pop("bricks_per_sqft")

        code_reference = d.pop("code_reference")

        gross_area_sqft = d.pop("gross_area_sqft")

        joint_in = d.pop("joint_in")

        net_area_sqft = d.pop("net_area_sqft")

        openings_area_sqft = d.pop("openings_area_sqft")

        waste_pct_applied = d.pop("waste_pct_applied")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_masonry_brick_output = cls(
            brick_height_in=brick_height_in,
            brick_length_in=brick_length_in,
            bricks=bricks,
            bricks_net=bricks_net,
            bricks_per_sqft=bricks_per_sqft,
            code_reference=code_reference,
            gross_area_sqft=gross_area_sqft,
            joint_in=joint_in,
            net_area_sqft=net_area_sqft,
            openings_area_sqft=openings_area_sqft,
            waste_pct_applied=waste_pct_applied,
            schemas=schemas,
        )


        calc_masonry_brick_output.additional_properties = d
        return calc_masonry_brick_output

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
