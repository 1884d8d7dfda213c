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





T = TypeVar("T", bound="CalcMiscFenceOutput")



@_attrs_define
class CalcMiscFenceOutput:
    """ The results of calc_misc_fence and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            bag_yield_cuft (float): Yield of one bag applied, ft³.
            code_reference (str): The code section on embedded posts.
            concrete_bags (int): Bags to buy for all posts: ceil(concrete_cuft / yield).
            concrete_bags_per_post (int): Bags to fill one hole: ceil(concrete_cuft_per_post / yield).
            concrete_cuft (float): Concrete for all posts, ft³.
            concrete_cuft_per_post (float): Concrete around one post: (pi x (diameter / 2)² - post width²) x depth / 1728,
                ft³.
            hole_depth_in (float): Depth of concrete applied, inches.
            hole_diameter_in (float): Hole diameter applied, inches.
            pickets (int): Pickets: ceil(length x 12 / (picket width + gap)).
            post_length_ft (float): Post length: height above ground + hole depth, ft (add any gravel bed below).
            posts (int): Posts: ceil(length / spacing) + 1.
            rails (int): Rails, each one section long: sections x rails_per_section.
            sections (int): Sections between posts: posts - 1.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    bag_yield_cuft: float
    code_reference: str
    concrete_bags: int
    concrete_bags_per_post: int
    concrete_cuft: float
    concrete_cuft_per_post: float
    hole_depth_in: float
    hole_diameter_in: float
    pickets: int
    post_length_ft: float
    posts: int
    rails: int
    sections: int
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        bag_yield_cuft = self.bag_yield_cuft

        code_reference = self.code_reference

        concrete_bags = self.concrete_bags

        concrete_bags_per_post = self.concrete_bags_per_post

        concrete_cuft = self.concrete_cuft

        concrete_cuft_per_post = self.concrete_cuft_per_post

        hole_depth_in = self.hole_depth_in

        hole_diameter_in = self.hole_diameter_in

        pickets = self.pickets

        post_length_ft = self.post_length_ft

        posts = self.posts

        rails = self.rails

        sections = self.sections

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bag_yield_cuft": bag_yield_cuft,
            "code_reference": code_reference,
            "concrete_bags": concrete_bags,
            "concrete_bags_per_post": concrete_bags_per_post,
            "concrete_cuft": concrete_cuft,
            "concrete_cuft_per_post": concrete_cuft_per_post,
            "hole_depth_in": hole_depth_in,
            "hole_diameter_in": hole_diameter_in,
            "pickets": pickets,
            "post_length_ft": post_length_ft,
            "posts": posts,
            "rails": rails,
            "sections": sections,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        bag_yield_cuft = d.pop("bag_yield_cuft")

        code_reference = d.pop("code_reference")

        concrete_bags = d.pop("concrete_bags")

        concrete_bags_per_post = d.pop("concrete_bags_per_post")

        concrete_cuft = d.pop("concrete_cuft")

        concrete_cuft_per_post = d.pop("concrete_cuft_per_post")

        hole_depth_in = d.pop("hole_depth_in")

        hole_diameter_in = d.pop("hole_diameter_in")

        pickets = d.pop("pickets")

        post_length_ft = d.pop("post_length_ft")

        posts = d.pop("posts")

        rails = d.pop("rails")

        sections = d.pop("sections")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_misc_fence_output = cls(
            bag_yield_cuft=bag_yield_cuft,
            code_reference=code_reference,
            concrete_bags=concrete_bags,
            concrete_bags_per_post=concrete_bags_per_post,
            concrete_cuft=concrete_cuft,
            concrete_cuft_per_post=concrete_cuft_per_post,
            hole_depth_in=hole_depth_in,
            hole_diameter_in=hole_diameter_in,
            pickets=pickets,
            post_length_ft=post_length_ft,
            posts=posts,
            rails=rails,
            sections=sections,
            schemas=schemas,
        )


        calc_misc_fence_output.additional_properties = d
        return calc_misc_fence_output

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
